import type { CurrentUser, PermissionKey } from '@brokerage/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { signedInErrors } from './error-responses.ts';
import { requestContext } from './request-context.ts';

/** A list's CSV export: the file's text, how many rows it holds, and whether more rows matched than its cap. */
export interface CsvExport {
  csv: string;
  rowCount: number;
  truncated: boolean;
}

/** Sends CSV text as a file the browser saves as `filename`; a capped export also says its rows and truncation. */
export const sendCsv = (
  reply: FastifyReply,
  filename: string,
  file: Pick<CsvExport, 'csv'> & Partial<CsvExport>,
): FastifyReply => {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`);
  if (file.rowCount !== undefined) reply.header('x-export-rows', String(file.rowCount));
  if (file.truncated !== undefined) reply.header('x-export-truncated', String(file.truncated));
  return reply.send(file.csv);
};

export interface CsvExportRouteOptions<Query extends z.ZodType> {
  /** The export's path under /api: `/contrats/export`. */
  path: string;
  tags: string[];
  permission: PermissionKey;
  operationId: string;
  summary: string;
  /** The list's filters without its paging. */
  querystring: Query;
  filename: string;
  /** What the text is, for the OpenAPI document: 'The contracts as CSV text'. */
  description: string;
  exportCsv: (args: { db: Database; actor: CurrentUser; query: z.output<Query> }) => Promise<CsvExport>;
}

/** `GET <path>`: a scoped list's filtered rows as a CSV file, behind the list's own read key. */
export const csvExportRoute = <Query extends z.ZodType>(
  app: FastifyInstance,
  options: CsvExportRouteOptions<Query>,
): void => {
  const { path, tags, permission, operationId, summary, querystring, filename, description } = options;
  app.get(
    path,
    {
      config: { permission },
      schema: {
        tags,
        operationId,
        summary,
        querystring,
        produces: ['text/csv', 'application/json'],
        response: { 200: z.string().describe(description), ...signedInErrors() },
      },
    },
    async (request, reply) => {
      // As in crudRoutes: the zod provider cannot type a query whose schema is a type parameter; the schema
      // still validates it at run time.
      const query = request.query as z.output<Query>;
      const file = await options.exportCsv({ db: app.db, actor: requestContext(request).actor, query });
      return sendCsv(reply, filename, file);
    },
  );
};
