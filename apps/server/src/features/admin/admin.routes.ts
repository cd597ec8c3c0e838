import {
  adminSessionSchema,
  adminSessionsQuerySchema,
  cleanupParamsSchema,
  cleanupRunResponseSchema,
  cleanupsResponseSchema,
  listResponseSchema,
  revokedSessionsResponseSchema,
  sessionParamsSchema,
  systemInfoSchema,
  userSessionsParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { listCleanups, runCleanup } from './admin-cleanups.service.ts';
import { CLEANUPS } from './admin-cleanups.ts';
import { findSessions, revokeSession, revokeUserSessions } from './admin-sessions.service.ts';
import { getSystemInfo } from './admin-system.service.ts';

const tags = ['admin'];

/** The admin console (issue 12): system health, live sessions and their revocation, the cleanup jobs. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app;
  for (const cleanup of CLEANUPS) {
    jobs.register(cleanup.job, async (_payload, context) => {
      const run = await runCleanup({ db, storage: app.storage, log: context.log, job: cleanup.job });
      context.log.info({ deleted: run.deleted }, 'cleanup run');
    });
    jobs.schedule(cleanup.job, cleanup.cron, {
      timeZone: cleanup.timeZone,
      ...(cleanup.retryLimit === undefined ? {} : { retryLimit: cleanup.retryLimit }),
    });
  }

  app.get(
    '/admin/system',
    {
      config: { permission: 'AdminModule:admin:read' },
      schema: {
        tags,
        operationId: 'getSystemInfo',
        summary: 'Version, database driver and the database health (latency of one query), measured now',
        response: { 200: z.object({ data: systemInfoSchema }), ...signedInErrors() },
      },
    },
    async () => ({
      data: await getSystemInfo({ db, version: app.appVersion, driver: app.databaseDriver }),
    }),
  );

  app.get(
    '/admin/sessions',
    {
      config: { permission: 'AdminModule:sessions:read' },
      schema: {
        tags,
        operationId: 'getSessions',
        summary:
          'Live sessions with their user, start, last activity, expiry, IP and browser; `search` matches the name or phone',
        querystring: adminSessionsQuerySchema,
        response: { 200: listResponseSchema(adminSessionSchema), ...signedInErrors() },
      },
    },
    async (request) =>
      findSessions({ db, query: request.query, currentIdHash: request.auth?.sessionIdHash ?? undefined }),
  );

  app.delete(
    '/admin/sessions/:id',
    {
      config: { permission: 'AdminModule:sessions:delete' },
      schema: {
        tags,
        operationId: 'revokeSession',
        summary: 'Ends one session at once: its cookie answers 401 from the next request',
        params: sessionParamsSchema,
        response: { 200: revokedSessionsResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await revokeSession({ db, ...requestContext(request), id: request.params.id }),
    }),
  );

  app.delete(
    '/admin/users/:userId/sessions',
    {
      config: { permission: 'AdminModule:sessions:delete' },
      schema: {
        tags,
        operationId: 'revokeUserSessions',
        summary: "Ends every session of a user at once (the caller's own included, if it is theirs)",
        params: userSessionsParamsSchema,
        response: { 200: revokedSessionsResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await revokeUserSessions({ db, ...requestContext(request), userId: request.params.userId }),
    }),
  );

  app.get(
    '/admin/cleanups',
    {
      config: { permission: 'AdminModule:admin:read' },
      schema: {
        tags,
        operationId: 'getCleanups',
        summary: 'The cleanup jobs: schedule, latest run and rows deleted over the last 30 days',
        response: { 200: cleanupsResponseSchema, ...signedInErrors() },
      },
    },
    async () => ({ data: await listCleanups({ db }) }),
  );

  app.post(
    '/admin/cleanups/:job/run',
    {
      config: { permission: 'AdminModule:jobs:update' },
      schema: {
        tags,
        operationId: 'runCleanup',
        summary: 'Runs one cleanup now, outside its schedule, and answers the run',
        params: cleanupParamsSchema,
        // 409: the file sweep refused (too many files without a record); 503: the storage refused every deletion.
        response: { 200: cleanupRunResponseSchema, ...signedInErrors(409, 503) },
      },
    },
    async (request) => ({
      data: await runCleanup({ db, storage: app.storage, log: request.log, job: request.params.job }),
    }),
  );
};
