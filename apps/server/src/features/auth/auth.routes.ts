import {
  apiErrorSchema,
  checkSessionResponseSchema,
  meResponseSchema,
  refreshTokenResponseSchema,
  registerInputSchema,
  registerResponseSchema,
  setCookieResponseSchema,
  successResponseSchema,
  tokenInputSchema,
} from '@brokerage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wasSessionRevoked } from '@/features/admin/admin-sessions.service.ts';
import { actorOf } from '@/platform/access.ts';
import { AppError } from '@/platform/app-error.ts';
import { errorResponses } from '@/platform/error-responses.ts';
import { sha256 } from '@/platform/secrets.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '@/platform/session-cookie.ts';
import { authorizeIdToken, registerUser } from './auth.service.ts';
import { createSession, deleteSession, extendSession } from './sessions.service.ts';

/** SPEC §5's refresh failure for an empty token: the error shape plus the fields of a refresh answer. */
const tokenMissingSchema = apiErrorSchema.extend({
  success: z.literal(false).optional(),
  sessionExpiresAt: z.null().optional(),
  cookieSet: z.literal(false).optional(),
});

const contextOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The product session of SPEC §7 Authentication: an ID token from the identity service becomes a session cookie. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlHours = app.config.SESSION_TTL_HOURS;

  /** Opens a new session for the user's sign-in and sets its cookie; answers when it ends. */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { user, refreshFamilyId }: { user: { id: string }; refreshFamilyId: string | null },
  ) => {
    const { sessionId, expiresAt } = await createSession({
      db: app.db,
      userId: user.id,
      refreshFamilyId,
      ttlHours,
      context: contextOf(request),
    });
    setSessionCookie(request, reply, sessionId, expiresAt);
    return expiresAt;
  };

  app.post(
    '/set-cookie',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a verified ID token for a session cookie',
        body: tokenInputSchema,
        response: { 200: setCookieResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const authorized = await authorizeIdToken({ app, token: request.body.token });
      await startSession(request, reply, authorized);
      return { success: true as const, user: authorized.user };
    },
  );

  app.get(
    '/check-session',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401',
        response: { 200: checkSessionResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ authenticated: true as const, user: actorOf(request) }),
  );

  app.get(
    '/me',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The current user with role, permissions, company and team',
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: actorOf(request) }),
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Extend the session with a fresh ID token (re-creates the cookie when the session has ended)',
        body: tokenInputSchema,
        response: {
          200: refreshTokenResponseSchema,
          400: tokenMissingSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const token = request.body.token.trim();
      if (!token) {
        throw new AppError('TOKEN_MISSING', {
          extra: { success: false, error: 'TOKEN_MISSING', sessionExpiresAt: null, cookieSet: false },
        });
      }
      const authorized = await authorizeIdToken({ app, token });
      const { user } = authorized;
      const presented = readSessionCookie(request);
      const extendedUntil = presented
        ? await extendSession({ db: app.db, sessionIdHash: sha256(presented), userId: user.id, ttlHours })
        : null;
      // A session an administrator ended is not renewed behind their back: that browser signs in again.
      if (
        !extendedUntil &&
        presented &&
        (await wasSessionRevoked({ db: app.db, sessionIdHash: sha256(presented) }))
      ) {
        clearSessionCookie(request, reply);
        throw new AppError('UNAUTHENTICATED', {
          message: 'This session was ended by an administrator. Please sign in again.',
        });
      }
      if (extendedUntil) {
        setSessionCookie(request, reply, presented as string, extendedUntil);
        return {
          success: true,
          message: 'Session extended',
          sessionExpiresAt: extendedUntil.toISOString(),
          cookieSet: true,
        };
      }
      const expiresAt = await startSession(request, reply, authorized);
      return {
        success: true,
        message: 'Session created',
        sessionExpiresAt: expiresAt.toISOString(),
        cookieSet: true,
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 200: successResponseSchema },
      },
    },
    async (request, reply) => {
      const presented = readSessionCookie(request);
      if (presented) await deleteSession({ db: app.db, sessionIdHash: sha256(presented) });
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register after a `register` verification code; the account waits for approval',
        body: registerInputSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      await registerUser({ app, input: request.body });
      return reply.status(201).send({ success: true as const, status: 'pending' as const });
    },
  );
};
