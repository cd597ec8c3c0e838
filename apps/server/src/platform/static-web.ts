import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** Serves the built web app; any unknown non-API path gets index.html so deep links like /fr/ventes reload. */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    if (!existsSync(join(options.root, 'index.html'))) {
      app.log.warn({ root: options.root }, 'web app not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') throw new AppError('NOT_FOUND');
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web', dependencies: ['errors'] },
);
