import {
  captchaChallengeSchema,
  identityErrors,
  idTokenResponseSchema,
  jwksResponseSchema,
  sendVerificationCodeInputSchema,
  sendVerificationCodeResponseSchema,
  signInWithPhoneInputSchema,
  signInWithPhoneOutcomeSchema,
  smsOutboxQuerySchema,
  smsOutboxResponseSchema,
  successResponseSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAltchaCaptcha } from '@/integrations/captcha/altcha-captcha.ts';
import { AppError } from '@/platform/app-error.ts';
import { errorResponses } from '@/platform/error-responses.ts';
import { isLocalCaller } from '@/platform/loopback.ts';
import { refuser } from '@/platform/refusals.ts';
import { signIdToken } from './id-token.service.ts';
import { mfaRoutes } from './mfa.routes.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { revokeRefreshTokenFamily, rotateRefreshToken } from './refresh-tokens.service.ts';
import { sendVerificationCode } from './send-verification-code.service.ts';
import { answerSignIn } from './sign-in-answer.ts';
import { signInWithPhone } from './sign-in-with-phone.service.ts';
import { getPublicJwks, getSigningKey } from './signing-keys.ts';
import { listSmsOutbox } from './sms-outbox.service.ts';

const refuseIdentity = refuser(identityErrors);

const tags = ['identity'];

/**
 * The built-in identity service (DESIGN §6): captcha → SMS code → ID token plus a rotating refresh cookie.
 * Every route here is public (platform/public-routes.ts); the services hold the rules.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appSecret } = app;
  const captcha = createAltchaCaptcha({ db, appSecret, cost: app.config.captchaCost });
  await app.register(mfaRoutes);

  app.get(
    '/captcha',
    {
      schema: {
        tags,
        summary: 'A fresh ALTCHA proof-of-work challenge',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      const { parameters, signature } = await captcha.createChallenge();
      return reply.header('Cache-Control', 'no-store').send({ parameters: { ...parameters }, signature });
    },
  );

  app.post(
    '/verification-codes',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit SMS code after a solved captcha',
        body: sendVerificationCodeInputSchema,
        response: { 200: sendVerificationCodeResponseSchema, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) =>
      sendVerificationCode({
        db,
        appSecret,
        captcha,
        sms: app.sms,
        ip: request.ip,
        requestsPerIpPerHour: app.config.CODE_REQUESTS_PER_IP_PER_HOUR,
        input: request.body,
      }),
  );

  app.post(
    '/sign-in/phone',
    {
      schema: {
        tags,
        summary:
          'Exchange an SMS code for an ID token and a refresh cookie, or a pending second-factor credential',
        body: signInWithPhoneInputSchema,
        response: { 200: signInWithPhoneOutcomeSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await signInWithPhone({
        db,
        appSecret,
        ip: request.ip,
        attemptsPerIpPerHour: app.config.SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR,
        input: request.body,
      });
      return answerSignIn(request, reply, outcome);
    },
  );

  app.post(
    '/token',
    {
      schema: {
        tags,
        summary: 'A new ID token for the refresh cookie, which is rotated',
        response: { 200: idTokenResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      try {
        if (!presented) throw new AppError('REFRESH_TOKEN_INVALID');
        const { account, refresh } = await rotateRefreshToken({ db, token: presented });
        setRefreshCookie(request, reply, refresh.token, refresh.expiresAt);
        return await signIdToken({
          db,
          appSecret,
          accountId: account.id,
          phoneNumber: account.phoneNumber,
          familyId: refresh.familyId,
        });
      } catch (error) {
        // A cookie that failed once will fail again: drop it so the client goes back to the code step.
        if (error instanceof AppError) clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'Revoke the refresh-token family and clear its cookie',
        response: { 200: successResponseSchema },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      if (presented) await revokeRefreshTokenFamily({ db, token: presented });
      clearRefreshCookie(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/jwks.json',
    {
      schema: {
        tags,
        summary: 'Public keys that verify ID tokens (JWK Set)',
        response: { 200: jwksResponseSchema },
      },
    },
    async (_request, reply) => {
      // Creating the key here means the set is never empty, even before the first sign-in.
      await getSigningKey({ db, appSecret });
      const keys = await getPublicJwks({ db });
      return reply.header('Cache-Control', 'public, max-age=300').send({ keys });
    },
  );

  if (!app.config.isProduction) {
    app.get(
      '/dev/sms-outbox',
      {
        schema: {
          tags,
          summary: 'Development only: the SMS the log transport kept for a number, newest first',
          querystring: smsOutboxQuerySchema,
          response: { 200: smsOutboxResponseSchema, ...errorResponses(400, 403) },
        },
      },
      async (request) => {
        // The codes it lists sign people in: only someone at this machine may read them.
        if (!isLocalCaller(request))
          throw refuseIdentity('LOOPBACK_ONLY', 'The development SMS outbox answers only on this machine.');
        return { data: await listSmsOutbox({ db, phoneNumber: request.query.phoneNumber }) };
      },
    );
  }
};
