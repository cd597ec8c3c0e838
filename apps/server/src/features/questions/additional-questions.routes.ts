import {
  createAdditionalQuestionInputSchema,
  questionListQuerySchema,
  questionSchema,
  updateAdditionalQuestionInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import {
  createQuestion,
  deleteQuestion,
  findQuestions,
  getQuestion,
  updateQuestion,
} from './questions.service.ts';

const tags = ['questions'];

/**
 * SPEC §7 Questions: additional questions, the same shape as questions (`kind: 'additional'`, category optional),
 * under the questions' permission keys (QuestionsModule:questions:*).
 */
export const additionalQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const kind = 'additional';
  crudRoutes(app, {
    path: '/questions/additional',
    tags,
    permission: 'QuestionsModule:questions',
    names: { one: 'AdditionalQuestion', many: 'AdditionalQuestions' },
    schemas: {
      record: questionSchema,
      listQuery: questionListQuerySchema,
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
    service: {
      find: (args) => findQuestions({ ...args, kind }),
      get: (args) => getQuestion({ ...args, kind }),
      create: (args) => createQuestion({ ...args, kind }),
      update: (args) => updateQuestion({ ...args, kind }),
      remove: (args) => deleteQuestion({ ...args, kind }),
    },
    errors: { create: [], update: [404] },
  });
};
