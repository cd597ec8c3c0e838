import {
  RESPONSE_EXPORT_MAX_ROWS,
  responseExportQuerySchema,
  responseListQuerySchema,
  responseListResponseSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { exportResponsesCsv } from './responses-export.service.ts';
import { findResponses } from './responses-list.service.ts';

const tags = ['responses'];

/** Responses (`/responses`, ResponsesModule, issue 12): the needs-analysis answers across sales, and their CSV. */
export const responsesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/responses',
    {
      config: { permission: 'ResponsesModule:responses:read' },
      schema: {
        tags,
        operationId: 'getResponses',
        summary:
          'The needs-analysis answers of the sales of your data scope, newest first, one row per sale; `questions` are the columns (those of the gamme when one is chosen); filters: gamme, question, answer, dates, agent',
        querystring: responseListQuerySchema,
        response: { 200: responseListResponseSchema, ...signedInErrors() },
      },
    },
    async (request) =>
      findResponses({ db: app.db, actor: requestContext(request).actor, query: request.query }),
  );

  app.get(
    '/responses/export',
    {
      config: { permission: 'ResponsesModule:responses:read' },
      schema: {
        tags,
        operationId: 'exportResponsesCsv',
        summary: `The filtered answers as CSV, one column per question (at most ${RESPONSE_EXPORT_MAX_ROWS} rows, then X-Export-Truncated: true)`,
        querystring: responseExportQuerySchema,
        produces: ['text/csv', 'application/json'],
        response: { 200: z.string().describe('The answers as CSV text'), ...signedInErrors() },
      },
    },
    async (request, reply) => {
      const { csv, rowCount, truncated } = await exportResponsesCsv({
        db: app.db,
        actor: requestContext(request).actor,
        query: request.query,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="responses.csv"')
        .header('x-export-rows', String(rowCount))
        .header('x-export-truncated', String(truncated))
        .send(csv);
    },
  );
};
