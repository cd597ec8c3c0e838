import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { directionOf, isLocale, type Locale } from '@brokerage/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** The locale a path starts with (`/ar/...`), else French, the language of the untranslated shell. */
export const localeOfPath = (url: string): Locale => {
  const first = url.split(/[/?#]/)[1];
  return isLocale(first) ? first : 'fr';
};

/** index.html with `<html lang dir>` of the locale, so Arabic pages paint right-to-left before any script runs. */
export const localisedIndexHtml = (template: string, locale: Locale) =>
  template.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`);

/**
 * Serves the built web app; any unknown non-API path gets index.html so deep links like /fr/ventes reload.
 * Assets are served pre-compressed (the build writes .br and .gz next to them); source maps stay on the build
 * machine in production.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { root: string; serveSourceMaps: boolean }) => {
    const indexPath = join(options.root, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn({ root: options.root }, 'web app not built: only the API is served');
      return;
    }
    // Read once: the three variants are cached for the life of the process (a new build means a restart).
    const template = readFileSync(indexPath, 'utf8');
    const pages = new Map<Locale, string>();
    const pageOf = (locale: Locale) => {
      const cached = pages.get(locale);
      if (cached) return cached;
      const page = localisedIndexHtml(template, locale);
      pages.set(locale, page);
      return page;
    };

    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (path) => options.serveSourceMaps || !path.endsWith('.map'),
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        reply.header('vary', 'accept-encoding');
      },
    });
    const sendPage = (url: string) => pageOf(localeOfPath(url));
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(sendPage(request.url)),
    );
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') throw new AppError('NOT_FOUND');
      if (/\.\w+$/.test(request.url.split('?')[0] ?? '')) throw new AppError('NOT_FOUND');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sendPage(request.url));
    });
  },
  { name: 'static-web', dependencies: ['errors'] },
);
