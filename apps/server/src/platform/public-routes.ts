/**
 * The one allow-list of routes that need no session (DESIGN §4). Every other route declares
 * `config.permission`: a `module:controller:action` key, or 'authenticated' for any signed-in user.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/identity/captcha',
  'POST /api/identity/verification-codes',
  'POST /api/identity/sign-in/phone',
  'POST /api/identity/token',
  'POST /api/identity/sign-out',
  'GET /api/identity/jwks.json',
  'GET /api/identity/dev/sms-outbox',
  'POST /api/identity/sign-in/password',
  'POST /api/identity/password-reset',
  'POST /api/identity/password-reset/confirm',
  'GET /api/identity/mfa-enrollment',
  'POST /api/identity/mfa-enrollment/start',
  'POST /api/identity/mfa-enrollment/finalize',
  'POST /api/identity/mfa-enrollment/withdraw',
  'POST /api/identity/mfa-sign-in/finalize',
  'GET /api/emails/outbox',
  'POST /api/dev/clock',
  'GET /api/public/sign/:token',
  'GET /api/public/sign/:token/documents/:documentId',
  'POST /api/public/sign/:token/code',
  'POST /api/public/sign/:token/sign',
  'POST /api/public/sign/:token/decline',
  'POST /api/auth/set-cookie',
  'POST /api/auth/refresh-token',
  'POST /api/auth/logout',
  'POST /api/auth/register',
]);

export const routeId = (method: string, url: string) => `${method} ${url}`;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Public: the routes listed above (and the HEAD twin of a listed GET), the API docs UI under /api/docs, and
 * everything outside /api, which serves the built web app (its files and the history fallback), read-only.
 */
export const isPublicRoute = (method: string, url: string) =>
  PUBLIC_ROUTES.has(routeId(method, url)) ||
  (method === 'HEAD' && PUBLIC_ROUTES.has(routeId('GET', url))) ||
  (isRead(method) && (url === '/api/docs' || url.startsWith('/api/docs/'))) ||
  (isRead(method) && !url.startsWith('/api'));
