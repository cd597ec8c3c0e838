/** Every secret starts `bo_`, then the key's public prefix, then the random part: `bo_1a2b3c4d_<43 chars>`. */
export const API_KEY_PATTERN = /^bo_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;

/** The public prefix of a well-formed secret, or null for anything else. */
export const apiKeyPrefixOf = (secret: string): string | null => API_KEY_PATTERN.exec(secret)?.[1] ?? null;

/**
 * Route families a key never opens, whatever its permissions: signing in and sessions (a person's own, or an
 * administrator's view of everyone's) belong to people, and a key that could manage keys could mint itself a
 * longer life.
 */
export const API_KEY_FORBIDDEN_PREFIXES = [
  '/api/identity',
  '/api/auth',
  '/api/profile',
  '/api/api-keys',
  '/api/admin/sessions',
  '/api/admin/users',
] as const;

/**
 * A bearer that claims to be an API key (`bo_…`, well-formed or not). The identity routes take another bearer,
 * the ID token of the second-factor enrolment calls (Firebase's shape), which is none of the key check's business.
 */
export const looksLikeApiKey = (secret: string): boolean => secret.startsWith('bo_');

export const isRouteClosedToApiKeys = (url: string): boolean =>
  API_KEY_FORBIDDEN_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
