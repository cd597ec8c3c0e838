import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { directionOf, isLocale, type Locale } from '@brokerage/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from './app-error.ts';

/** Written by the web build next to index.html (apps/web/build/route-preload.ts). */
const ROUTE_PRELOAD_FILE = 'route-preload.json';

/** The locale a path starts with (`/ar/...`), else French, the language of the untranslated shell. */
export const localeOfPath = (url: string): Locale => {
  const first = url.split(/[/?#]/)[1];
  return isLocale(first) ? first : 'fr';
};

/**
 * What the web build says each page needs before it renders (apps/web/build/route-preload.ts): by the address's
 * segment after the locale (`login`, `sign`...), `*` for every other one, then by locale, the files to preload.
 */
const routePreloadSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+$/))),
);
export type RoutePreload = z.infer<typeof routePreloadSchema>;

/** The files the page at `url` needs before it renders; none for an address without a locale (a redirect). */
export const preloadsOf = (plan: RoutePreload, url: string): readonly string[] => {
  const [, locale, page = ''] = (url.split(/[?#]/)[0] ?? '').split('/');
  if (!isLocale(locale)) return [];
  // The router matches paths whatever their case (`/fr/Login` is the sign-in page).
  return (plan[page.toLowerCase()] ?? plan['*'])?.[locale] ?? [];
};

/**
 * index.html with `<html lang dir>` of the locale, so Arabic pages paint right-to-left before any script runs,
 * and the page's own code and texts as modulepreloads, so they download with the entry instead of after it. At
 * low priority: the entry's libraries come first, so the phone runs them while the page's files arrive.
 */
export const localisedIndexHtml = (template: string, locale: Locale, preloads: readonly string[] = []) =>
  template
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(
      '</head>',
      `${preloads.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`).join('')}</head>`,
    );

/** The build's plan, or none (no preloads, the app still works) when it is missing or not what it should be. */
const readRoutePreload = (app: FastifyInstance, root: string): RoutePreload => {
  const path = join(root, ROUTE_PRELOAD_FILE);
  if (!existsSync(path)) return {};
  try {
    return routePreloadSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    app.log.warn({ err: error, path }, 'unreadable route preload plan: pages are served without preloads');
    return {};
  }
};

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
    // Read once: the variants (a few pages in three locales) are cached for the life of the process (a new
    // build means a restart).
    const template = readFileSync(indexPath, 'utf8');
    const plan = readRoutePreload(app, options.root);
    const pages = new Map<string, string>();
    const sendPage = (url: string) => {
      const locale = localeOfPath(url);
      const preloads = preloadsOf(plan, url);
      const key = `${locale} ${preloads.join(' ')}`;
      const cached = pages.get(key);
      if (cached) return cached;
      const page = localisedIndexHtml(template, locale, preloads);
      pages.set(key, page);
      return page;
    };

    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (path) =>
        // The plan is the server's, with the compressed copies the build wrote of it.
        (options.serveSourceMaps || !path.endsWith('.map')) && !path.startsWith(`/${ROUTE_PRELOAD_FILE}`),
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        reply.header('vary', 'accept-encoding');
      },
    });
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
