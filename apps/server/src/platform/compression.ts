import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const THRESHOLD_BYTES = 1024;
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 1,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};
const GZIP_LEVEL = 1;

/**
 * API answers over 1 KB (lists, the OpenAPI document) leave compressed; request bodies are never inflated.
 * Brotli at quality 1 with a 256 KB window: a 20 KB page of users takes about a sixth of the CPU of the
 * plugin's default (quality 4) for a slightly larger answer, and every list request pays it (docs/performance.md).
 */
export const apiCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: THRESHOLD_BYTES,
  globalDecompression: false,
  brotliOptions: { params: BROTLI_PARAMS },
  zlibOptions: { level: GZIP_LEVEL },
};

/** The plugin's test for text types; others (images, archives...) are left to it and its MIME database. */
const TEXT_TYPES = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map<string, string>() });

/** The encoding the client accepts, as @fastify/compress reads `Accept-Encoding` (`*` and `x-gzip` mean gzip). */
const acceptedEncoding = (request: FastifyRequest) => {
  const header = request.headers['accept-encoding'];
  return header ? encodings.negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip')) : null;
};

const addVary = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
};

/**
 * Text answers (a JSON string) are compressed at once, in one call, before @fastify/compress sees them: the
 * plugin turns every payload into a stream through a peeking duplex and a zlib stream, which cost a list
 * request more CPU than the compression itself. Streams, buffers and other types still go through the plugin,
 * with the same settings; it leaves an answer that already has a `Content-Encoding` alone.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, apiCompression);
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string') return payload;
      // A string is at least as long in UTF-8 bytes as in characters: only a short one needs measuring.
      if (payload.length < THRESHOLD_BYTES && Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
      const current = reply.getHeader('content-encoding');
      if ((current && current !== 'identity') || request.headers['x-no-compression'] !== undefined)
        return payload;
      if (!TEXT_TYPES.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
      const encoding = acceptedEncoding(request);
      if (encoding !== 'br' && encoding !== 'gzip') return payload;
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(payload, {
              params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length },
            })
          : gzipSync(payload, { level: GZIP_LEVEL });
      addVary(reply);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
