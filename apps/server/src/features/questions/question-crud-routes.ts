import { type QuestionKind, questionListQuerySchema, questionSchema } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type CrudRoutesOptions, crudRoutes } from '@/platform/crud-routes.ts';
import { findQuestions, getQuestion } from './questions.service.ts';
import { createQuestion, deleteQuestion, updateQuestion } from './questions-write.service.ts';

type CreateSchema = z.ZodType<Parameters<typeof createQuestion>[0]['input']>;
type UpdateSchema = z.ZodType<Parameters<typeof updateQuestion>[0]['input']>;

/**
 * Standard and additional questions are one table told apart by `kind`, under the same permission keys
 * (QuestionsModule:questions:*): each kind's five record routes are this family bound to the kind.
 */
export const questionCrudRoutes = <Create extends CreateSchema, Update extends UpdateSchema>(
  app: FastifyInstance,
  kind: QuestionKind,
  family: Pick<
    CrudRoutesOptions<typeof questionSchema, typeof questionListQuerySchema, Create, Update>,
    'path' | 'names' | 'summaries'
  > & { schemas: { create: Create; update: Update } },
) =>
  crudRoutes(app, {
    ...family,
    tags: ['questions'],
    permission: 'QuestionsModule:questions',
    schemas: { record: questionSchema, listQuery: questionListQuerySchema, ...family.schemas },
    service: {
      find: (args) => findQuestions({ ...args, kind }),
      get: (args) => getQuestion({ ...args, kind }),
      create: (args) => createQuestion({ ...args, kind }),
      update: (args) => updateQuestion({ ...args, kind }),
      remove: (args) => deleteQuestion({ ...args, kind }),
    },
    errors: { create: [], update: [404] },
  });
