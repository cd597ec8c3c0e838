import {
  changePasswordInputSchema,
  passwordStatusResponseSchema,
  resetPasswordInputSchema,
  sendPasswordResetInputSchema,
  signInWithPasswordInputSchema,
  signInWithPasswordOutcomeSchema,
  successResponseSchema,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAltchaCaptcha } from '@/integrations/captcha/altcha-captcha.ts';
import { actorOf } from '@/platform/access.ts';
import { AppError } from '@/platform/app-error.ts';
import { appOriginOf } from '@/platform/app-origin.ts';
import { errorResponses, signedInErrors } from '@/platform/error-responses.ts';
import { changePassword, getPasswordStatus } from './password-change.service.ts';
import { signInWithPassword } from './password-sign-in.service.ts';
import { sendPasswordResetLink } from './reset-link.service.ts';
import { resetPassword } from './reset-password.service.ts';
import { answerSignIn } from './sign-in-answer.ts';

const tags = ['identity'];

/**
 * Email and password, the identity service's second way in (issue 12), mounted beside identity.routes.ts under
 * /api/identity. Sign-in and the two reset steps are public (platform/public-routes.ts); reading and changing
 * one's own password need a session.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appSecret } = app;
  const captcha = createAltchaCaptcha({ db, appSecret, cost: app.config.captchaCost });

  /**
   * Where reset links point. In production only a configured public origin (APP_ORIGINS): the Host and Origin
   * headers of an anonymous request are the caller's to forge, and a forged one would mail the victim a link to
   * the forger's site carrying a valid code. Without one, production sends no link.
   */
  const resetLinkOrigin = (request: FastifyRequest) =>
    app.config.isProduction && app.config.APP_ORIGINS.length === 0
      ? null
      : appOriginOf(request, app.config.APP_ORIGINS);

  app.post(
    '/sign-in/password',
    {
      schema: {
        tags,
        summary:
          'Exchange an email and password for an ID token and a refresh cookie, or a pending second-factor credential',
        body: signInWithPasswordInputSchema,
        response: { 200: signInWithPasswordOutcomeSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await signInWithPassword({
        db,
        appSecret,
        captcha,
        ip: request.ip,
        attemptsPerIpPerHour: app.config.SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR,
        input: request.body,
      });
      return answerSignIn(request, reply, outcome);
    },
  );

  app.post(
    '/password-reset',
    {
      schema: {
        tags,
        summary: 'Email a single-use link that sets a password; answers the same for any address',
        body: sendPasswordResetInputSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const origin = resetLinkOrigin(request);
      if (!origin) request.log.error('APP_ORIGINS is not set: password reset links cannot be sent');
      await sendPasswordResetLink({
        db,
        jobs: app.jobs,
        ip: request.ip,
        origin,
        secrets: { appSecret: app.appSecret, previousAppSecret: app.config.APP_SECRET_PREVIOUS },
        input: request.body,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags,
        summary: "Set a new password with an emailed link's code (single use, one hour)",
        body: resetPasswordInputSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      await resetPassword({ db, ip: request.ip, input: request.body });
      return { success: true as const };
    },
  );

  app.get(
    '/password',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "The signed-in user's email sign-in: address, whether a password is set, since when",
        response: { 200: passwordStatusResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await getPasswordStatus({ db, actor: actorOf(request) }) }),
  );

  app.put(
    '/password',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Set or change the signed-in user’s password (needs a sign-in within 5 minutes)',
        body: changePasswordInputSchema,
        response: { 200: passwordStatusResponseSchema, ...signedInErrors(409) },
      },
    },
    async (request) => {
      // A person's own session only: API keys never reach the identity routes (api-keys.rules.ts).
      const sessionIdHash = request.auth?.sessionIdHash;
      if (!request.auth || !sessionIdHash) throw new AppError('UNAUTHENTICATED');
      return {
        data: await changePassword({
          db,
          actor: request.auth.user,
          sessionIdHash,
          ip: request.ip,
          newPassword: request.body.newPassword,
        }),
      };
    },
  );
};
