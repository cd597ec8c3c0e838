import {
  createQuestionInputSchema,
  patchQuestionGammesInputSchema,
  providerGammeQuestionsParamsSchema,
  questionSchema,
  questionsResponseSchema,
  recordResponseSchema,
  reorderQuestionsInputSchema,
  updateQuestionInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { questionCrudRoutes } from './question-crud-routes.ts';
import { listCategoryQuestions, listGammeQuestions, listGammeQuestionsById } from './questions.service.ts';
import { reorderQuestions, updateQuestion } from './questions-write.service.ts';

const tags = ['questions'];
const questionResponseSchema = recordResponseSchema(questionSchema);

/**
 * SPEC §7 Questions: standard questions, their reordering, and the questionnaire by category and by gamme
 * (QuestionsModule:questions:*). The static segments (`categories`, `additional`, `gammes`, `by-*`, `provider`,
 * `reorder`) win over `/questions/:id`, whose id must be a UUID.
 */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  questionCrudRoutes(app, 'standard', {
    path: '/questions',
    names: { one: 'Question', many: 'Questions' },
    schemas: {
      create: createQuestionInputSchema,
      update: updateQuestionInputSchema,
    },
    summaries: {
      list: 'Questions, filtered by category, gamme, type and activity, searched on label, paged',
      create: 'Create a question in a category (answer options without a choice type make it radio)',
      get: 'One question',
      update: 'Change any subset of a question’s fields',
      delete: 'Delete a question no other question depends on',
    },
  });

  app.post(
    '/questions/reorder',
    {
      config: { permission: 'QuestionsModule:questions:update' },
      schema: {
        tags,
        summary: "Set the order of a category's questions: every question once, in the new order",
        body: reorderQuestionsInputSchema,
        response: { 200: questionsResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({
      data: await reorderQuestions({
        db: app.db,
        ...requestContext(request),
        input: request.body,
      }),
    }),
  );

  readByIdRoute(app, {
    path: '/questions/by-category/:id',
    tags,
    permission: 'QuestionsModule:questions:read',
    summary: 'Every question of a category, active or not, in order',
    response: questionsResponseSchema,
    read: ({ db, id }) => listCategoryQuestions({ db, categoryId: id }),
  });

  readByIdRoute(app, {
    path: '/questions/by-gamme/:id',
    tags,
    permission: 'QuestionsModule:questions:read',
    summary: 'The questionnaire of a gamme given by id: active questions that apply to it, in order',
    response: questionsResponseSchema,
    read: ({ db, id }) => listGammeQuestionsById({ db, gammeId: id }),
  });

  app.get(
    '/questions/provider/:provider/gamme/:gamme',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary:
          'The questionnaire of a gamme code: active questions assigned to its bare line, its exact sub-line or to no gamme, by category then order',
        params: providerGammeQuestionsParamsSchema,
        response: { 200: questionsResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await listGammeQuestions({
        db: app.db,
        provider: request.params.provider,
        code: request.params.gamme,
      }),
    }),
  );

  app.patch(
    '/questions/:id',
    {
      config: { permission: 'QuestionsModule:questions:update' },
      schema: {
        tags,
        summary: 'Replace the gammes a question applies to (providerGammes)',
        params: uuidParamsSchema,
        body: patchQuestionGammesInputSchema,
        response: { 200: questionResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await updateQuestion({
        db: app.db,
        ...requestContext(request),
        kind: 'standard',
        id: request.params.id,
        input: { providerGammes: request.body.providerGammes, version: request.body.version },
      }),
    }),
  );
};
