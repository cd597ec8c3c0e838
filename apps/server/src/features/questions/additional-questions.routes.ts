import { createAdditionalQuestionInputSchema, updateAdditionalQuestionInputSchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionCrudRoutes } from './question-crud-routes.ts';

/**
 * SPEC §7 Questions: additional questions, the same shape as questions (`kind: 'additional'`, category optional),
 * under the questions' permission keys (QuestionsModule:questions:*).
 */
export const additionalQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  questionCrudRoutes(app, 'additional', {
    path: '/questions/additional',
    names: { one: 'AdditionalQuestion', many: 'AdditionalQuestions' },
    schemas: {
      create: createAdditionalQuestionInputSchema,
      update: updateAdditionalQuestionInputSchema,
    },
    summaries: {
      list: 'Additional questions, filtered by category, gamme, type and activity, searched on label, paged',
      create: 'Create an additional question',
      get: 'One additional question',
      update: 'Change any subset of an additional question’s fields',
      delete: 'Delete an additional question no other question depends on',
    },
  });
};
