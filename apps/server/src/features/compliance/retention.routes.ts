import { listResponseSchema, retentionRunSchema, retentionRunsQuerySchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { findRetentionRuns, RETENTION_JOB, RETENTION_SCHEDULE, runRetention } from './retention.service.ts';

/** The daily retention job (issue 11) and its log for administrators. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app;
  jobs.register(RETENTION_JOB, async (_payload, context) => {
    const run = await runRetention({ db, storage: app.storage });
    context.log.info(
      { recordingsDeleted: run.recordingsDeleted, prospectsPurged: run.prospectsPurged, runId: run.id },
      'retention run',
    );
  });
  jobs.schedule(RETENTION_JOB, RETENTION_SCHEDULE.cron, { timeZone: RETENTION_SCHEDULE.timeZone });

  app.get(
    '/admin/retention-runs',
    {
      config: { permission: 'AdminModule:admin:read' },
      schema: {
        tags: ['compliance'],
        operationId: 'listRetentionRuns',
        summary:
          'The runs of the daily retention job, newest first: the rules applied and the recordings and prospects deleted, by id',
        querystring: retentionRunsQuerySchema,
        response: { 200: listResponseSchema(retentionRunSchema), ...signedInErrors() },
      },
    },
    async (request) => findRetentionRuns({ db, query: request.query }),
  );
};
