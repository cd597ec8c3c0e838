import { auditEntrySchema, auditLogQuerySchema, listResponseSchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { findAuditEntries } from './audit-log.service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { permission: 'AdminModule:audit-log:read' },
      schema: {
        tags: ['audit'],
        summary: 'The history of changes, filtered by entity, record, actor and dates',
        querystring: auditLogQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema), ...signedInErrors() },
      },
    },
    async (request) => findAuditEntries({ db: app.db, query: request.query }),
  );
};
