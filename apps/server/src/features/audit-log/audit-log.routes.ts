import {
  auditEntitiesResponseSchema,
  auditEntrySchema,
  auditLogQuerySchema,
  listResponseSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { findAuditEntries, listAuditEntities } from './audit-log.service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { permission: 'AdminModule:audit-log:read' },
      schema: {
        tags: ['audit'],
        summary: 'The history of changes, filtered by entity, record, actor (id or name), action and dates',
        querystring: auditLogQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema), ...signedInErrors() },
      },
    },
    async (request) => findAuditEntries({ db: app.db, query: request.query }),
  );

  app.get(
    '/audit-log/entities',
    {
      config: { permission: 'AdminModule:audit-log:read' },
      schema: {
        tags: ['audit'],
        operationId: 'getAuditEntities',
        summary: 'The kinds of record the history holds entries for',
        response: { 200: auditEntitiesResponseSchema, ...signedInErrors() },
      },
    },
    async () => ({ data: await listAuditEntities({ db: app.db }) }),
  );
};
