import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text asset of the build, once, so the server
 * sends them as they are (`@fastify/static` `preCompressed`) instead of compressing on every request. Small files
 * too: one without copies went through @fastify/compress's stream on every request (it has no size floor for
 * streams), which logged an error whenever the browser left the page before the answer ended.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'brokerage:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: () => {
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const content = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
};
