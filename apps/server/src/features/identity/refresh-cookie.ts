import type { FastifyReply, FastifyRequest } from 'fastify';

/** Only the identity routes read it: the product API and the web app's scripts never see the refresh token. */
const COOKIE_PATH = '/api/identity';
const PLAIN_NAME = 'identity_rt';
/** `__Host-` would demand path /, so under HTTPS the `__Secure-` prefix is the strongest that fits. */
const SECURE_NAME = '__Secure-identity_rt';

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isSecure(request),
  path: COOKIE_PATH,
});

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[SECURE_NAME] ?? request.cookies[PLAIN_NAME];

export const setRefreshCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) => {
  reply.setCookie(isSecure(request) ? SECURE_NAME : PLAIN_NAME, token, {
    ...cookieOptions(request),
    expires: expiresAt,
  });
};

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => {
  reply.clearCookie(isSecure(request) ? SECURE_NAME : PLAIN_NAME, cookieOptions(request));
};
