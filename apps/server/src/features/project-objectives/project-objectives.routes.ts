import {
  apiErrorSchema,
  createProjectObjectiveInputSchema,
  listResponseSchema,
  projectObjectiveListQuerySchema,
  projectObjectiveSchema,
  recordResponseSchema,
  updateProjectObjectiveInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import {
  createProjectObjective,
  deleteProjectObjective,
  findProjectObjectives,
  getProjectObjective,
  updateProjectObjective,
} from './project-objectives.service.ts';

const tags = ['project-objectives'];
const failure = apiErrorSchema;
const guarded = { 400: failure, 401: failure, 403: failure };
const objectiveResponseSchema = recordResponseSchema(projectObjectiveSchema);

/** The customer's project objectives (ProjectObjectiveModule:project-objectives:*). */
export const projectObjectivesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/project-objectives',
    {
      config: { permission: 'ProjectObjectiveModule:project-objectives:read' },
      schema: {
        tags,
        summary: 'Project objectives in display order, searched on label, filtered on activity, paged',
        querystring: projectObjectiveListQuerySchema,
        response: { 200: listResponseSchema(projectObjectiveSchema), ...guarded },
      },
    },
    async (request) => findProjectObjectives({ db: app.db, query: request.query }),
  );

  app.post(
    '/project-objectives',
    {
      config: { permission: 'ProjectObjectiveModule:project-objectives:create' },
      schema: {
        tags,
        summary: 'Create a project objective (at the end of the list unless an order is given)',
        body: createProjectObjectiveInputSchema,
        response: { 201: objectiveResponseSchema, ...guarded, 409: failure },
      },
    },
    async (request, reply) => {
      const data = await createProjectObjective({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/project-objectives/:id',
    {
      config: { permission: 'ProjectObjectiveModule:project-objectives:read' },
      schema: {
        tags,
        summary: 'One project objective',
        params: uuidParamsSchema,
        response: { 200: objectiveResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await getProjectObjective({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/project-objectives/:id',
    {
      config: { permission: 'ProjectObjectiveModule:project-objectives:update' },
      schema: {
        tags,
        summary: 'Change any subset of a project objective’s fields',
        params: uuidParamsSchema,
        body: updateProjectObjectiveInputSchema,
        response: { 200: objectiveResponseSchema, ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => ({
      data: await updateProjectObjective({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/project-objectives/:id',
    {
      config: { permission: 'ProjectObjectiveModule:project-objectives:delete' },
      schema: {
        tags,
        summary: 'Delete a project objective',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...guarded, 404: failure },
      },
    },
    async (request, reply) => {
      await deleteProjectObjective({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
