import {
  apiErrorSchema,
  createGammeInputSchema,
  gammeListQuerySchema,
  gammeSchema,
  listResponseSchema,
  recordResponseSchema,
  updateGammeInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import { createGamme, deleteGamme, getGamme, updateGamme } from './gammes.service.ts';
import { findGammes } from './insurance.service.ts';

const tags = ['gammes'];
const failure = apiErrorSchema;
const guarded = { 400: failure, 401: failure, 403: failure };

/** Gamme administration under `/questions/gammes` (SPEC §7 Questions), QuestionsModule:gammes:*. */
export const gammesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/gammes',
    {
      config: { permission: 'QuestionsModule:gammes:read' },
      schema: {
        tags,
        summary: 'Gammes with their API paths, filtered and paged',
        querystring: gammeListQuerySchema,
        response: { 200: listResponseSchema(gammeSchema), ...guarded },
      },
    },
    async (request) => findGammes({ db: app.db, query: request.query }),
  );

  app.post(
    '/questions/gammes',
    {
      config: { permission: 'QuestionsModule:gammes:create' },
      schema: {
        tags,
        summary: 'Create a gamme or a sub-line (dotted code) of an existing one',
        body: createGammeInputSchema,
        response: { 201: recordResponseSchema(gammeSchema), ...guarded, 409: failure },
      },
    },
    async (request, reply) => {
      const data = await createGamme({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/questions/gammes/:id',
    {
      config: { permission: 'QuestionsModule:gammes:read' },
      schema: {
        tags,
        summary: 'One gamme',
        params: uuidParamsSchema,
        response: { 200: recordResponseSchema(gammeSchema), ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await getGamme({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/questions/gammes/:id',
    {
      config: { permission: 'QuestionsModule:gammes:update' },
      schema: {
        tags,
        summary: 'Change a gamme (its code and provider type stay)',
        params: uuidParamsSchema,
        body: updateGammeInputSchema,
        response: { 200: recordResponseSchema(gammeSchema), ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: await updateGamme({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/questions/gammes/:id',
    {
      config: { permission: 'QuestionsModule:gammes:delete' },
      schema: {
        tags,
        summary: 'Delete a gamme that has no sub-lines and is assigned to no team',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...guarded, 404: failure, 409: failure },
      },
    },
    async (request, reply) => {
      await deleteGamme({ db: app.db, actor: actorOf(request), ip: request.ip, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
