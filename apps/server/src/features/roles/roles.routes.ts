import {
  createRoleInputSchema,
  listResponseSchema,
  roleListQuerySchema,
  roleRecordSchema,
  roleUsersQuerySchema,
  updateRoleInputSchema,
  userRecordSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findRoleUsers } from '@/features/users/users-list.service.ts';
import { crudRoutes } from '@/platform/crud-routes.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { createRole, deleteRole, findRoles, getRole, updateRole } from './roles.service.ts';

/** SPEC §7 Roles: the permission map of SPEC §3 and a data scope per role; `root` is untouchable. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/roles',
    tags: ['roles'],
    permission: 'RoleModule:roles',
    names: { one: 'Role', many: 'Roles' },
    schemas: {
      record: roleRecordSchema,
      listQuery: roleListQuerySchema,
      create: createRoleInputSchema,
      update: updateRoleInputSchema,
    },
    summaries: {
      list: 'Roles, paged, with the number of users holding each',
      create: 'Create a role; only keys of the module registry are kept',
      get: 'One role with its permissions map',
      update: 'Update a role (never root)',
      delete: 'Delete a role no live user holds (never root)',
    },
    service: {
      find: findRoles,
      get: getRole,
      create: createRole,
      update: updateRole,
      remove: deleteRole,
    },
  });

  app.get(
    '/roles/:id/users',
    {
      config: { permission: 'RoleModule:roles:read' },
      schema: {
        tags: ['roles'],
        summary: 'The live users holding a role, paged',
        params: uuidParamsSchema,
        querystring: roleUsersQuerySchema,
        response: { 200: listResponseSchema(userRecordSchema), ...signedInErrors(404) },
      },
    },
    async (request) =>
      findRoleUsers({
        db: app.db,
        actor: requestContext(request).actor,
        roleId: request.params.id,
        query: request.query,
      }),
  );
};
