import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from './app-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Security headers, and the cross-site check for cookie-authenticated writes: a browser always sends
 * `Origin` on those, so a foreign one (or a cross-site fetch without one) is refused.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // Helmet's middleware built once: @fastify/helmet builds it again, directives parsed, on every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React sets style attributes and the captcha widget injects its own styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The captcha solves its proof of work in workers built from blobs.
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );

    const allowedOrigins = new Set(app.config.APP_ORIGINS);
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie) return;
      const origin = request.headers.origin;
      if (origin) {
        if (origin === ownOrigin(request) || allowedOrigins.has(origin)) return;
        throw new AppError('FORBIDDEN', { message: 'Cross-origin request refused' });
      }
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('FORBIDDEN', { message: 'Cross-origin request refused' });
      }
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
