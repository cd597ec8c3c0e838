import { jobSchema, jobsQuerySchema, listResponseSchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { findJobs } from './jobs.service.ts';

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      config: { permission: 'AdminModule:admin:read' },
      schema: {
        tags: ['jobs'],
        summary: 'Background jobs: waiting, running, retrying (with the last error), failed, done',
        querystring: jobsQuerySchema,
        response: { 200: listResponseSchema(jobSchema), ...signedInErrors() },
      },
    },
    async (request) => findJobs({ db: app.db, query: request.query }),
  );
};
