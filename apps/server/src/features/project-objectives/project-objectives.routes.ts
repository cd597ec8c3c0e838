import {
  createProjectObjectiveInputSchema,
  projectObjectiveListQuerySchema,
  projectObjectiveSchema,
  updateProjectObjectiveInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '@/platform/crud-routes.ts';
import {
  createProjectObjective,
  deleteProjectObjective,
  findProjectObjectives,
  getProjectObjective,
  updateProjectObjective,
} from './project-objectives.service.ts';

const tags = ['project-objectives'];

/** The customer's project objectives (ProjectObjectiveModule:project-objectives:*). */
export const projectObjectivesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/project-objectives',
    tags,
    permission: 'ProjectObjectiveModule:project-objectives',
    names: { one: 'ProjectObjective', many: 'ProjectObjectives' },
    schemas: {
      record: projectObjectiveSchema,
      listQuery: projectObjectiveListQuerySchema,
      create: createProjectObjectiveInputSchema,
      update: updateProjectObjectiveInputSchema,
    },
    summaries: {
      list: 'Project objectives in display order, searched on label, filtered on activity, paged',
      create: 'Create a project objective (at the end of the list unless an order is given)',
      get: 'One project objective',
      update: 'Change any subset of a project objective’s fields',
      delete: 'Delete a project objective',
    },
    service: {
      find: findProjectObjectives,
      get: getProjectObjective,
      create: createProjectObjective,
      update: updateProjectObjective,
      remove: deleteProjectObjective,
    },
    errors: { delete: [404] },
  });
};
