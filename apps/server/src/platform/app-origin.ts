import type { FastifyRequest } from 'fastify';

/**
 * Where links point: the first `APP_ORIGINS` entry (the web app's public origin behind a proxy), else the
 * origin the staff request came from (`Origin`, then protocol + host).
 */
export const appOriginOf = (request: FastifyRequest, appOrigins: readonly string[]): string => {
  const [configured] = appOrigins;
  if (configured) return configured.replace(/\/+$/, '');
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
};
