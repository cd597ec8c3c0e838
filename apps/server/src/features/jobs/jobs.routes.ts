import {
  jobActionResponseSchema,
  jobQueuesResponseSchema,
  jobSchema,
  jobsQuerySchema,
  listResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { countJobsByQueue, findJobs } from './jobs.service.ts';
import { discardJob, retryJob } from './jobs-actions.service.ts';

const tags = ['jobs'];

/** The job queue on the admin console (issue 12): list, counts per queue, and a failed job retried or discarded. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      config: { permission: 'AdminModule:jobs:read' },
      schema: {
        tags,
        summary: 'Background jobs: waiting, running, retrying (with the last error), failed, done',
        querystring: jobsQuerySchema,
        response: { 200: listResponseSchema(jobSchema), ...signedInErrors() },
      },
    },
    async (request) => findJobs({ db: app.db, query: request.query }),
  );

  app.get(
    '/admin/job-queues',
    {
      config: { permission: 'AdminModule:jobs:read' },
      schema: {
        tags,
        operationId: 'getJobQueues',
        summary: 'Every registered job with how many of its jobs stand in each state (archived ones aside)',
        response: { 200: jobQueuesResponseSchema, ...signedInErrors() },
      },
    },
    async () => ({
      data: await countJobsByQueue({ db: app.db, names: app.jobs.registered().map((job) => job.name) }),
    }),
  );

  for (const [action, run, summary] of [
    [
      'retry',
      retryJob,
      'Puts a failed job back in the queue with one more attempt; it runs at the next poll',
    ],
    ['discard', discardJob, 'Deletes a failed job from the queue'],
  ] as const) {
    app.post(
      `/admin/jobs/:id/${action}`,
      {
        config: { permission: 'AdminModule:jobs:update' },
        schema: {
          tags,
          operationId: `${action}Job`,
          summary,
          params: uuidParamsSchema,
          response: { 200: jobActionResponseSchema, ...signedInErrors(404, 409) },
        },
      },
      async (request) => ({
        data: await run({ db: app.db, jobs: app.jobs, ...requestContext(request), id: request.params.id }),
      }),
    );
  }
};
