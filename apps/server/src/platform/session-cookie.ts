import type { FastifyReply, FastifyRequest } from 'fastify';

const PLAIN_NAME = 'sid';
/** Under HTTPS the `__Host-` prefix pins the cookie to this host, path / and Secure. */
const HOST_PREFIXED_NAME = '__Host-sid';

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export const readSessionCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[HOST_PREFIXED_NAME] ?? request.cookies[PLAIN_NAME];

export const setSessionCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  expiresAt: Date,
) => {
  const secure = isSecure(request);
  reply.setCookie(secure ? HOST_PREFIXED_NAME : PLAIN_NAME, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => {
  const secure = isSecure(request);
  reply.clearCookie(secure ? HOST_PREFIXED_NAME : PLAIN_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
};
