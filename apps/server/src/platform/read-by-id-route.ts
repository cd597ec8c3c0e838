import { type CurrentUser, uuidParamsSchema } from '@brokerage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '@/db/client.ts';
import type { RoutePermission } from './access.ts';
import { signedInErrors } from './error-responses.ts';
import { requestContext } from './request-context.ts';

/** What a read by id is given: the database, who asks (for the data scope), the path's id, and the request. */
export interface ReadByIdContext {
  db: Database;
  actor: CurrentUser;
  id: string;
  /** For what few reads need beyond the actor: the route keys the caller holds (`routeKeysOf`). */
  request: FastifyRequest;
}

export interface ReadByIdRouteOptions<Response extends z.ZodType<{ data: unknown }>> {
  /** The path under /api, with the record's UUID as `:id`: `/customers/:id`, `/ventes/:id/calls`. */
  path: `${string}/:id${string}`;
  tags: string[];
  permission: RoutePermission;
  /** Absent, the OpenAPI document derives it from the method and path (platform/operation-ids.ts). */
  operationId?: string;
  summary: string;
  /** The 200 answer, `{ data }`. */
  response: Response;
  /** The answer's `data`; a record that is not there, or not in the caller's scope, throws its 404. */
  read: (context: ReadByIdContext) => Promise<z.output<Response>['data']>;
}

/**
 * `GET <path>`: what one record (or its part) holds, as `{ data }`, behind its permission key, answering 404
 * when the record is missing. Routes that also take a query, or send a file, stay written out.
 */
export const readByIdRoute = <Response extends z.ZodType<{ data: unknown }>>(
  app: FastifyInstance,
  options: ReadByIdRouteOptions<Response>,
): void => {
  const { path, tags, permission, operationId, summary, response, read } = options;
  // Fastify's untyped instance with the params named, as in crudRoutes: the zod provider cannot check a reply
  // against a schema that is still a type parameter, so `read`'s signature checks it instead.
  app.get<{ Params: z.output<typeof uuidParamsSchema> }>(
    path,
    {
      config: { permission },
      schema: {
        tags,
        operationId,
        summary,
        params: uuidParamsSchema,
        response: { 200: response, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await read({ db: app.db, actor: requestContext(request).actor, id: request.params.id, request }),
    }),
  );
};
