import {
  RESPONSE_EXPORT_MAX_ROWS,
  responseExportQuerySchema,
  responseListQuerySchema,
  responseListResponseSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExportRoute } from '@/platform/csv-export-route.ts';
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

  csvExportRoute(app, {
    path: '/responses/export',
    tags,
    permission: 'ResponsesModule:responses:read',
    operationId: 'exportResponsesCsv',
    summary: `The filtered answers as CSV, one column per question (at most ${RESPONSE_EXPORT_MAX_ROWS} rows, then X-Export-Truncated: true)`,
    querystring: responseExportQuerySchema,
    filename: 'responses.csv',
    description: 'The answers as CSV text',
    exportCsv: exportResponsesCsv,
  });
};
