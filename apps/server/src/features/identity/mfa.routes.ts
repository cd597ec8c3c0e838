import {
  mfaEnrollmentFinalizeInputSchema,
  mfaEnrollmentFinalizeResponseSchema,
  mfaEnrollmentStartResponseSchema,
  mfaEnrollmentWithdrawInputSchema,
  mfaSignInFinalizeInputSchema,
  mfaStatusResponseSchema,
  signInWithPhoneResponseSchema,
  successResponseSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/platform/error-responses.ts';
import { mfaCaller } from './mfa-caller.ts';
import {
  finalizeMfaEnrollment,
  mfaStatus,
  startMfaEnrollment,
  withdrawMfaEnrollment,
} from './mfa-enrollment.service.ts';
import { finalizeMfaSignIn } from './mfa-sign-in.service.ts';
import { answerSignedIn } from './sign-in-answer.ts';

const tags = ['identity'];

/**
 * The TOTP second factor (SPEC §7 `mfaEnrollment:start, finalize, withdraw`, `mfaSignIn:finalize`). Public to
 * the product's access check like every identity route: enrolment calls carry an ID token as a bearer, the
 * sign-in step a pending credential.
 */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appSecret } = app;

  app.get(
    '/mfa-enrollment',
    {
      schema: {
        tags,
        summary: "The caller's second factor (ID token bearer)",
        response: { 200: mfaStatusResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const caller = await mfaCaller(app, request);
      return reply.header('Cache-Control', 'no-store').send(await mfaStatus({ db, caller }));
    },
  );

  app.post(
    '/mfa-enrollment/start',
    {
      schema: {
        tags,
        summary: 'A new TOTP secret, its otpauth URI and QR code (ID token bearer)',
        response: { 200: mfaEnrollmentStartResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = await mfaCaller(app, request);
      return reply
        .header('Cache-Control', 'no-store')
        .send(await startMfaEnrollment({ db, appSecret, caller }));
    },
  );

  app.post(
    '/mfa-enrollment/finalize',
    {
      schema: {
        tags,
        summary: 'Confirm the TOTP factor with a first code; answers ten recovery codes, shown once',
        body: mfaEnrollmentFinalizeInputSchema,
        response: { 200: mfaEnrollmentFinalizeResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const caller = await mfaCaller(app, request);
      const finalized = await finalizeMfaEnrollment({
        db,
        appSecret,
        caller,
        code: request.body.code,
        ip: request.ip,
      });
      return reply.header('Cache-Control', 'no-store').send(finalized);
    },
  );

  app.post(
    '/mfa-enrollment/withdraw',
    {
      schema: {
        tags,
        summary: 'Remove the TOTP factor; needs a fresh code or a recovery code',
        body: mfaEnrollmentWithdrawInputSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const caller = await mfaCaller(app, request);
      return withdrawMfaEnrollment({ db, appSecret, caller, code: request.body.code, ip: request.ip });
    },
  );

  app.post(
    '/mfa-sign-in/finalize',
    {
      schema: {
        tags,
        summary: 'Complete a sign-in with a TOTP or recovery code: an ID token and a refresh cookie',
        body: mfaSignInFinalizeInputSchema,
        response: { 200: signInWithPhoneResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await finalizeMfaSignIn({ db, appSecret, input: request.body });
      return answerSignedIn(request, reply, outcome);
    },
  );
};
