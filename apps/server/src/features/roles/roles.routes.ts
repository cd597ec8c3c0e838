import {
  apiErrorSchema,
  createRoleInputSchema,
  listResponseSchema,
  recordResponseSchema,
  roleListQuerySchema,
  roleRecordSchema,
  roleUsersQuerySchema,
  updateRoleInputSchema,
  userRecordSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import { findRoleUsers } from '../users/users.service.ts';
import { createRole, deleteRole, findRoles, getRole, updateRole } from './roles.service.ts';

const roleResponseSchema = recordResponseSchema(roleRecordSchema);
const failure = apiErrorSchema;

/** SPEC §7 Roles: the permission map of SPEC §3 and a data scope per role; `root` is untouchable. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      config: { permission: 'RoleModule:roles:read' },
      schema: {
        tags: ['roles'],
        summary: 'Roles, paged, with the number of users holding each',
        querystring: roleListQuerySchema,
        response: { 200: listResponseSchema(roleRecordSchema), 400: failure, 401: failure, 403: failure },
      },
    },
    async (request) => findRoles({ db: app.db, query: request.query }),
  );

  app.post(
    '/roles',
    {
      config: { permission: 'RoleModule:roles:create' },
      schema: {
        tags: ['roles'],
        summary: 'Create a role; only keys of the module registry are kept',
        body: createRoleInputSchema,
        response: { 201: roleResponseSchema, 400: failure, 401: failure, 403: failure, 409: failure },
      },
    },
    async (request, reply) => {
      const role = await createRole({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      });
      return reply.status(201).send({ data: role });
    },
  );

  app.get(
    '/roles/:id',
    {
      config: { permission: 'RoleModule:roles:read' },
      schema: {
        tags: ['roles'],
        summary: 'One role with its permissions map',
        params: uuidParamsSchema,
        response: { 200: roleResponseSchema, 400: failure, 401: failure, 403: failure, 404: failure },
      },
    },
    async (request) => ({ data: await getRole({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/roles/:id',
    {
      config: { permission: 'RoleModule:roles:update' },
      schema: {
        tags: ['roles'],
        summary: 'Update a role (never root)',
        params: uuidParamsSchema,
        body: updateRoleInputSchema,
        response: {
          200: roleResponseSchema,
          400: failure,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
        },
      },
    },
    async (request) => ({
      data: await updateRole({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/roles/:id',
    {
      config: { permission: 'RoleModule:roles:delete' },
      schema: {
        tags: ['roles'],
        summary: 'Delete a role no live user holds (never root)',
        params: uuidParamsSchema,
        response: { 204: z.null(), 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
      },
    },
    async (request, reply) => {
      await deleteRole({ db: app.db, actor: actorOf(request), ip: request.ip, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/roles/:id/users',
    {
      config: { permission: 'RoleModule:roles:read' },
      schema: {
        tags: ['roles'],
        summary: 'The live users holding a role, paged',
        params: uuidParamsSchema,
        querystring: roleUsersQuerySchema,
        response: {
          200: listResponseSchema(userRecordSchema),
          400: failure,
          401: failure,
          403: failure,
          404: failure,
        },
      },
    },
    async (request) =>
      findRoleUsers({
        db: app.db,
        actor: actorOf(request),
        roleId: request.params.id,
        query: request.query,
      }),
  );
};
