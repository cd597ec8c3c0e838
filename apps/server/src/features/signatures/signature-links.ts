import type { Locale } from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import { createSecretBox, type SecretBox } from '@/platform/secret-box.ts';
import { randomToken, sha256 } from '@/platform/secrets.ts';

/**
 * The customer's signing link `{origin}/{locale}/sign/{token}`: a 32-byte random token, kept only as its
 * SHA-256 for the lookup and, sealed with the app secret, as the whole link (staff see it while the request is
 * live; the completion job emails it again).
 */
export const newSigningToken = () => {
  const token = randomToken(32);
  return { token, tokenHash: sha256(token) };
};

export const signingTokenHash = (token: string) => sha256(token);

export const signingLinkBox = (appSecret: string, previousAppSecret?: string): SecretBox =>
  createSecretBox('signing-link', [appSecret, ...(previousAppSecret ? [previousAppSecret] : [])]);

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

export const signingLinkOf = (origin: string, locale: Locale, token: string) =>
  `${origin}/${locale}/sign/${token}`;
