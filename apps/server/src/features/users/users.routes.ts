import {
  approveUserInputSchema,
  createUserInputSchema,
  recordResponseSchema,
  updateUserInputSchema,
  userListQuerySchema,
  userRecordSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '@/platform/crud-routes.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { getUser } from './users.service.ts';
import { findUsers } from './users-list.service.ts';
import { approveUser, createUser, deleteUser, updateUser } from './users-write.service.ts';

const userResponseSchema = recordResponseSchema(userRecordSchema);

/** SPEC §7 Users: staff administration, soft delete, and the approval of pending registrations. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/users',
    tags: ['users'],
    permission: 'UserModule:users',
    names: { one: 'User', many: 'Users' },
    schemas: {
      record: userRecordSchema,
      listQuery: userListQuerySchema,
      create: createUserInputSchema,
      update: updateUserInputSchema,
    },
    summaries: {
      list: 'Users, paged; `relations=company,team` adds those objects; `status=pending` lists registrations',
      create: 'Create a user (phone stored as E.164; phone and email each unique among live users)',
      get: 'One user with role, company and team',
      update: 'Update a user; any status but active ends their sessions at once',
      delete: 'Delete a user (soft): they leave the lists and their sessions end',
    },
    service: {
      find: findUsers,
      get: getUser,
      create: createUser,
      update: updateUser,
      remove: deleteUser,
    },
  });

  app.post(
    '/users/:id/approve',
    {
      config: { permission: 'UserModule:users:update' },
      schema: {
        tags: ['users'],
        summary: 'Approve a pending registration: it becomes an active user with a role',
        params: uuidParamsSchema,
        body: approveUserInputSchema,
        response: { 200: userResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await approveUser({
        db: app.db,
        ...requestContext(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
