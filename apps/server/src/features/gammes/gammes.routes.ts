import {
  createGammeInputSchema,
  gammeListQuerySchema,
  gammeSchema,
  updateGammeInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findGammes } from '@/features/insurance/insurance.service.ts';
import { crudRoutes } from '@/platform/crud-routes.ts';
import { createGamme, deleteGamme, getGamme, updateGamme } from './gammes.service.ts';

const tags = ['gammes'];

/** Gamme administration under `/questions/gammes` (SPEC §7 Questions), QuestionsModule:gammes:*. */
export const gammesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/questions/gammes',
    tags,
    permission: 'QuestionsModule:gammes',
    names: { one: 'Gamme', many: 'Gammes' },
    schemas: {
      record: gammeSchema,
      listQuery: gammeListQuerySchema,
      create: createGammeInputSchema,
      update: updateGammeInputSchema,
    },
    summaries: {
      list: 'Gammes with their API paths, filtered and paged',
      create: 'Create a gamme or a sub-line (dotted code) of an existing one',
      get: 'One gamme',
      update: 'Change a gamme (its code and provider type stay)',
      delete: 'Delete a gamme that has no sub-lines and is assigned to no team',
    },
    service: {
      find: findGammes,
      get: getGamme,
      create: createGamme,
      update: updateGamme,
      remove: deleteGamme,
    },
    errors: { update: [404] },
  });
};
