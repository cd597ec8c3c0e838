import {
  emailListQuerySchema,
  emailListResponseSchema,
  emailResponseSchema,
  emailsErrors,
  mailOutboxQuerySchema,
  mailOutboxResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, signedInErrors } from '@/platform/error-responses.ts';
import { isLocalCaller } from '@/platform/loopback.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { refuser } from '@/platform/refusals.ts';
import { requestContext } from '@/platform/request-context.ts';
import { emailDataBox } from './email-data.service.ts';
import { deliverEmail, EMAIL_DELIVERY_JOB, type EmailDeliveryPayload } from './emails.service.ts';
import { findEmails, getEmail } from './emails-read.service.ts';
import { resendEmail } from './emails-resend.service.ts';
import { listMailOutbox } from './mail-outbox.service.ts';

const refuse = refuser(emailsErrors);
const tags = ['emails'];

/** SPEC §2 `/emails` (issue 10): the record of every email, a resend, and the development outbox. */
export const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app;
  const dataBox = emailDataBox({
    appSecret: app.appSecret,
    previousAppSecret: app.config.APP_SECRET_PREVIOUS,
  });
  // Every email is delivered by this job: retried with backoff by the queue, its outcome kept on the record.
  jobs.register<EmailDeliveryPayload>(EMAIL_DELIVERY_JOB, (payload) =>
    deliverEmail({ db, mail: app.mail, dataBox, payload }),
  );

  app.get(
    '/emails',
    {
      config: { permission: 'EmailModule:emails:read' },
      schema: {
        tags,
        operationId: 'listEmails',
        summary:
          'Emails of your data scope, newest first; filter by status, template, sale, `search` by recipient',
        querystring: emailListQuerySchema,
        response: { 200: emailListResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => findEmails({ db, actor: requestContext(request).actor, query: request.query }),
  );

  if (!app.config.isProduction) {
    app.get(
      '/emails/outbox',
      {
        schema: {
          tags,
          operationId: 'listMailOutbox',
          summary:
            'Development only, from this machine only: the emails the outbox transport kept for an address',
          querystring: mailOutboxQuerySchema,
          response: { 200: mailOutboxResponseSchema, ...errorResponses(400, 403) },
        },
      },
      async (request) => {
        // The messages hold signing links: only someone at this machine may read them.
        if (!isLocalCaller(request))
          throw refuse(
            'MAIL_OUTBOX_LOOPBACK_ONLY',
            'The development mail outbox answers only on this machine.',
          );
        return { data: await listMailOutbox({ db, to: request.query.to }) };
      },
    );
  }

  readByIdRoute(app, {
    path: '/emails/:id',
    tags,
    permission: 'EmailModule:emails:read',
    operationId: 'getEmail',
    summary: 'One email: recipient, subject, template, sale, status, attempts and last error',
    response: emailResponseSchema,
    read: getEmail,
  });

  app.post(
    '/emails/:id/resend',
    {
      config: { permission: 'EmailModule:emails:send' },
      schema: {
        tags,
        operationId: 'resendEmail',
        summary: 'Queue a sent or failed email again (refused while it is queued or being sent)',
        params: uuidParamsSchema,
        response: { 200: emailResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await resendEmail({ db, jobs, ...requestContext(request), id: request.params.id }),
    }),
  );
};
