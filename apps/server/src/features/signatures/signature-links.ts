import type { Locale } from '@brokerage/shared';
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

export const signingLinkOf = (origin: string, locale: Locale, token: string) =>
  `${origin}/${locale}/sign/${token}`;
