import { TOKEN_EXPIRY_SKEW_MS, TOKEN_FALLBACK_LIFETIME_MS } from '@brokerage/shared';

/** When a token was issued and when it stops being accepted, both in epoch milliseconds. */
export interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/**
 * The claims of a JWT, read without verifying it: the browser only needs the timings, the server verifies.
 * A malformed token logs an error and returns nothing (SPEC §8).
 */
export const decodeJwtPayload = (token: string): Record<string, unknown> | undefined => {
  try {
    const segments = token.split('.');
    const payload = segments[1];
    if (segments.length !== 3 || !payload) throw new Error('A JWT has three dot-separated segments');
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
      throw new Error('The JWT payload is not an object');
    }
    return claims as Record<string, unknown>;
  } catch (error) {
    console.error('Failed to decode the identity token', error);
    return undefined;
  }
};

const secondsClaim = (
  claims: Record<string, unknown> | undefined,
  name: 'exp' | 'iat',
): number | undefined => {
  const value = claims?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : undefined;
};

/** The `exp` claim in epoch milliseconds, or undefined when it cannot be read. */
export const decodeJwtExpiry = (token: string): number | undefined =>
  secondsClaim(decodeJwtPayload(token), 'exp');

/**
 * The token's timings. Its own `exp` wins; then the lifetime the identity service announced (`expiresIn`);
 * then one hour (SPEC §9: fallback lifetime when the expiry cannot be decoded).
 */
export const readTokenTimes = (token: string, expiresInSeconds?: number, now = Date.now()): TokenTimes => {
  const claims = decodeJwtPayload(token);
  const expiry = secondsClaim(claims, 'exp');
  const issuedAt = secondsClaim(claims, 'iat') ?? now;
  if (expiry !== undefined) return { issuedAt, expiresAt: expiry };
  if (expiresInSeconds !== undefined && expiresInSeconds > 0) {
    return { issuedAt: now, expiresAt: now + expiresInSeconds * 1000 };
  }
  return { issuedAt: now, expiresAt: now + TOKEN_FALLBACK_LIFETIME_MS };
};

/** A token counts as expired 30 s early, so a request never leaves with a token that dies on the way. */
export const isExpired = (expiresAt: number, now = Date.now()): boolean =>
  now >= expiresAt - TOKEN_EXPIRY_SKEW_MS;
