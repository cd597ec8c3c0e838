import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * API answers over 1 KB (lists, the OpenAPI document) leave compressed; request bodies are never inflated.
 * Brotli at quality 1 with a 256 KB window: a 20 KB page of users takes about a sixth of the CPU of the
 * plugin's default (quality 4) for a slightly larger answer, and every list request pays it (docs/performance.md).
 */
export const apiCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  globalDecompression: false,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  zlibOptions: { level: 1 },
};
