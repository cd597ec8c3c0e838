import type { FastifyRequest } from 'fastify';
import { ZodObject, ZodType } from 'zod';
import type { Executor } from '@/db/client.ts';
import { readParameters } from './parameters.service.ts';

/** The `pageSize` field of the route's querystring, when it is a zod object (listQuerySchema and its extensions). */
const pageSizeSchemaOf = (request: FastifyRequest): ZodType | undefined => {
  const querystring: unknown = request.routeOptions.schema?.querystring;
  if (!(querystring instanceof ZodObject)) return undefined;
  const field: unknown = querystring.shape.pageSize;
  return field instanceof ZodType ? field : undefined;
};

/**
 * A `preValidation` hook: a list request that names no `pageSize` gets the parameters' default page size
 * before its query is validated, so every list (listQuerySchema) answers it without each route asking.
 * The schema's own default (DEFAULT_PAGE_SIZE) stays for callers outside a request.
 */
export const fillDefaultPageSize = (db: Executor) => async (request: FastifyRequest) => {
  if (request.method !== 'GET') return;
  const pageSize = pageSizeSchemaOf(request);
  const query = request.query as Record<string, unknown> | undefined;
  if (!pageSize || !query || query.pageSize !== undefined) return;
  const preferred = String((await readParameters({ db })).defaultPageSize);
  // A list with a smaller cap of its own (notifications: 50) keeps its own default rather than refusing.
  if (pageSize.safeParse(preferred).success) query.pageSize = preferred;
};
