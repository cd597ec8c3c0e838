import {
  type CurrentUser,
  listResponseSchema,
  type PermissionKey,
  type RecordPermissionPrefix,
  recordResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { type ErrorStatus, signedInErrors } from './error-responses.ts';
import { serializedListOf } from './json-pages.ts';
import { requestContext, type WriteContext } from './request-context.ts';

type Action = 'list' | 'create' | 'get' | 'update' | 'delete';

const PERMISSION_ACTION: Record<Action, 'read' | 'create' | 'update' | 'delete'> = {
  list: 'read',
  get: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

export interface CrudRoutesOptions<
  RecordSchema extends z.ZodType,
  ListQuery extends z.ZodType,
  CreateInput extends z.ZodType,
  UpdateInput extends z.ZodType,
> {
  /** The collection's path under /api: `/companies`; a record is `<path>/:id`. */
  path: string;
  tags: string[];
  /** `CompanyModule:companies`: list and get need `:read`, the writes `:create`, `:update`, `:delete`. */
  permission: RecordPermissionPrefix;
  /** The record's name in the client's functions: `getCompanies`, `createCompany`, `getCompany`... */
  names: { one: string; many: string };
  /** `listItem`: a list row's shape when it is smaller than the record's (default: the record). */
  schemas: {
    record: RecordSchema;
    listItem?: z.ZodType;
    listQuery: ListQuery;
    create: CreateInput;
    update: UpdateInput;
  };
  summaries: Record<Action, string>;
  service: {
    /** Reads get the actor too: scoped records (DESIGN §10) are filtered by their role's data scope. */
    find: (args: { db: Database; actor: CurrentUser; query: z.output<ListQuery> }) => Promise<unknown>;
    get: (args: { db: Database; actor: CurrentUser; id: string }) => Promise<unknown>;
    create: (args: WriteContext & { input: z.output<CreateInput> }) => Promise<unknown>;
    update: (args: WriteContext & { id: string; input: z.output<UpdateInput> }) => Promise<unknown>;
    remove: (args: WriteContext & { id: string }) => Promise<unknown>;
  };
  /** A write that never conflicts says so (`{ update: [404] }`); by default writes may answer 409, and 404. */
  errors?: Partial<Record<'create' | 'update' | 'delete', ErrorStatus[]>>;
}

/** The statuses, operation ids and permission key of each route of a CRUD family (exported for its test). */
export const crudRouteTable = (
  options: Pick<
    CrudRoutesOptions<z.ZodType, z.ZodType, z.ZodType, z.ZodType>,
    'names' | 'permission' | 'errors'
  >,
) => {
  const { one, many } = options.names;
  const permission = (action: Action) =>
    `${options.permission}:${PERMISSION_ACTION[action]}` as PermissionKey;
  return {
    list: { operationId: `get${many}`, permission: permission('list'), errors: signedInErrors() },
    create: {
      operationId: `create${one}`,
      permission: permission('create'),
      errors: signedInErrors(...(options.errors?.create ?? [409])),
    },
    get: { operationId: `get${one}`, permission: permission('get'), errors: signedInErrors(404) },
    update: {
      operationId: `update${one}`,
      permission: permission('update'),
      errors: signedInErrors(...(options.errors?.update ?? [404, 409])),
    },
    delete: {
      operationId: `delete${one}`,
      permission: permission('delete'),
      errors: signedInErrors(...(options.errors?.delete ?? [404, 409])),
    },
  };
};

/**
 * The five routes of a record family, declared once: `GET <path>` (paged list), `POST <path>` (201),
 * `GET|PUT|DELETE <path>/:id` (204 on delete), each behind its permission key, answering `{ data }` and the
 * standard error responses. Routes beyond these five stay written out in the feature's routes file.
 */
export const crudRoutes = <
  RecordSchema extends z.ZodType,
  ListQuery extends z.ZodType,
  CreateInput extends z.ZodType,
  UpdateInput extends z.ZodType,
>(
  app: FastifyInstance,
  options: CrudRoutesOptions<RecordSchema, ListQuery, CreateInput, UpdateInput>,
): void => {
  const { path, tags, schemas, summaries, service } = options;
  const table = crudRouteTable(options);
  const recordResponse = recordResponseSchema(schemas.record);
  const itemPath = `${path}/:id`;
  // The zod type provider cannot resolve a schema's output, nor check a reply, while the schema is still a
  // type parameter; so these routes use Fastify's untyped instance and name the parsed types themselves. The
  // schemas validate the request and serialize the reply at run time, as on any other route.
  type Query = z.output<ListQuery>;
  type Created = z.output<CreateInput>;
  type Updated = z.output<UpdateInput>;
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof uuidParamsSchema>).id;

  app.get(
    path,
    {
      config: { permission: table.list.permission },
      schema: {
        tags,
        operationId: table.list.operationId,
        summary: summaries.list,
        querystring: schemas.listQuery,
        response: { 200: listResponseSchema(schemas.listItem ?? schemas.record), ...table.list.errors },
      },
    },
    async (request, reply) => {
      const page = await service.find({
        db: app.db,
        actor: requestContext(request).actor,
        query: request.query as Query,
      });
      // A page PostgreSQL already wrote as JSON leaves as that text (a string with a JSON type skips the
      // serializer); any other result goes through the response schema.
      const serialized = serializedListOf(page);
      return serialized === undefined ? page : reply.type('application/json; charset=utf-8').send(serialized);
    },
  );

  app.post(
    path,
    {
      config: { permission: table.create.permission },
      schema: {
        tags,
        operationId: table.create.operationId,
        summary: summaries.create,
        body: schemas.create,
        response: { 201: recordResponse, ...table.create.errors },
      },
    },
    async (request, reply) => {
      const data = await service.create({
        db: app.db,
        ...requestContext(request),
        input: request.body as Created,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    itemPath,
    {
      config: { permission: table.get.permission },
      schema: {
        tags,
        operationId: table.get.operationId,
        summary: summaries.get,
        params: uuidParamsSchema,
        response: { 200: recordResponse, ...table.get.errors },
      },
    },
    async (request) => ({
      data: await service.get({ db: app.db, actor: requestContext(request).actor, id: idOf(request) }),
    }),
  );

  app.put(
    itemPath,
    {
      config: { permission: table.update.permission },
      schema: {
        tags,
        operationId: table.update.operationId,
        summary: summaries.update,
        params: uuidParamsSchema,
        body: schemas.update,
        response: { 200: recordResponse, ...table.update.errors },
      },
    },
    async (request) => ({
      data: await service.update({
        db: app.db,
        ...requestContext(request),
        id: idOf(request),
        input: request.body as Updated,
      }),
    }),
  );

  app.delete(
    itemPath,
    {
      config: { permission: table.delete.permission },
      schema: {
        tags,
        operationId: table.delete.operationId,
        summary: summaries.delete,
        params: uuidParamsSchema,
        response: { 204: z.null(), ...table.delete.errors },
      },
    },
    async (request, reply) => {
      await service.remove({ db: app.db, ...requestContext(request), id: idOf(request) });
      return reply.status(204).send(null);
    },
  );
};
