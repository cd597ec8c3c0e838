import {
  apiErrorSchema,
  approveUserInputSchema,
  createUserInputSchema,
  listResponseSchema,
  recordResponseSchema,
  updateUserInputSchema,
  userListQuerySchema,
  userRecordSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import { approveUser, createUser, deleteUser, findUsers, getUser, updateUser } from './users.service.ts';

const userResponseSchema = recordResponseSchema(userRecordSchema);
const failure = apiErrorSchema;

/** SPEC §7 Users: staff administration, soft delete, and the approval of pending registrations. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { permission: 'UserModule:users:read' },
      schema: {
        tags: ['users'],
        summary:
          'Users, paged; `relations=company,team` adds those objects; `status=pending` lists registrations',
        querystring: userListQuerySchema,
        response: { 200: listResponseSchema(userRecordSchema), 400: failure, 401: failure, 403: failure },
      },
    },
    async (request) => findUsers({ db: app.db, actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/users',
    {
      config: { permission: 'UserModule:users:create' },
      schema: {
        tags: ['users'],
        summary: 'Create a user (phone stored as E.164, unique among live users)',
        body: createUserInputSchema,
        response: { 201: userResponseSchema, 400: failure, 401: failure, 403: failure, 409: failure },
      },
    },
    async (request, reply) => {
      const user = await createUser({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      });
      return reply.status(201).send({ data: user });
    },
  );

  app.get(
    '/users/:id',
    {
      config: { permission: 'UserModule:users:read' },
      schema: {
        tags: ['users'],
        summary: 'One user with role, company and team',
        params: uuidParamsSchema,
        response: { 200: userResponseSchema, 400: failure, 401: failure, 403: failure, 404: failure },
      },
    },
    async (request) => ({
      data: await getUser({ db: app.db, id: request.params.id, actor: actorOf(request) }),
    }),
  );

  app.put(
    '/users/:id',
    {
      config: { permission: 'UserModule:users:update' },
      schema: {
        tags: ['users'],
        summary: 'Update a user; any status but active ends their sessions at once',
        params: uuidParamsSchema,
        body: updateUserInputSchema,
        response: {
          200: userResponseSchema,
          400: failure,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
        },
      },
    },
    async (request) => ({
      data: await updateUser({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/users/:id',
    {
      config: { permission: 'UserModule:users:delete' },
      schema: {
        tags: ['users'],
        summary: 'Delete a user (soft): they leave the lists and their sessions end',
        params: uuidParamsSchema,
        response: { 204: z.null(), 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
      },
    },
    async (request, reply) => {
      await deleteUser({ db: app.db, actor: actorOf(request), ip: request.ip, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:id/approve',
    {
      config: { permission: 'UserModule:users:update' },
      schema: {
        tags: ['users'],
        summary: 'Approve a pending registration: it becomes an active user with a role',
        params: uuidParamsSchema,
        body: approveUserInputSchema,
        response: {
          200: userResponseSchema,
          400: failure,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
        },
      },
    },
    async (request) => ({
      data: await approveUser({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
