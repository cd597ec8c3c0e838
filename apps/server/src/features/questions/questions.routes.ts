import {
  apiErrorSchema,
  createQuestionInputSchema,
  listResponseSchema,
  patchQuestionGammesInputSchema,
  providerGammeQuestionsParamsSchema,
  questionListQuerySchema,
  questionSchema,
  questionsResponseSchema,
  recordResponseSchema,
  reorderQuestionsInputSchema,
  updateQuestionInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import {
  createQuestion,
  deleteQuestion,
  findQuestions,
  getQuestion,
  listCategoryQuestions,
  listGammeQuestions,
  listGammeQuestionsById,
  reorderQuestions,
  updateQuestion,
} from './questions.service.ts';

const tags = ['questions'];
const failure = apiErrorSchema;
const guarded = { 400: failure, 401: failure, 403: failure };
const questionResponseSchema = recordResponseSchema(questionSchema);

/**
 * SPEC §7 Questions: standard questions, their reordering, and the questionnaire by category and by gamme
 * (QuestionsModule:questions:*). The static segments (`categories`, `additional`, `gammes`, `by-*`, `provider`,
 * `reorder`) win over `/questions/:id`, whose id must be a UUID.
 */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary: 'Questions, filtered by category, gamme, type and activity, searched on label, paged',
        querystring: questionListQuerySchema,
        response: { 200: listResponseSchema(questionSchema), ...guarded },
      },
    },
    async (request) => findQuestions({ db: app.db, kind: 'standard', query: request.query }),
  );

  app.post(
    '/questions',
    {
      config: { permission: 'QuestionsModule:questions:create' },
      schema: {
        tags,
        summary: 'Create a question in a category (answer options without a choice type make it radio)',
        body: createQuestionInputSchema,
        response: { 201: questionResponseSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const data = await createQuestion({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        kind: 'standard',
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/questions/reorder',
    {
      config: { permission: 'QuestionsModule:questions:update' },
      schema: {
        tags,
        summary: "Set the order of a category's questions: every question once, in the new order",
        body: reorderQuestionsInputSchema,
        response: { 200: questionsResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      data: await reorderQuestions({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      }),
    }),
  );

  app.get(
    '/questions/by-category/:id',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary: 'Every question of a category, active or not, in order',
        params: uuidParamsSchema,
        response: { 200: questionsResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await listCategoryQuestions({ db: app.db, categoryId: request.params.id }) }),
  );

  app.get(
    '/questions/by-gamme/:id',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary: 'The questionnaire of a gamme given by id: active questions that apply to it, in order',
        params: uuidParamsSchema,
        response: { 200: questionsResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await listGammeQuestionsById({ db: app.db, gammeId: request.params.id }) }),
  );

  app.get(
    '/questions/provider/:provider/gamme/:gamme',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary:
          'The questionnaire of a gamme code: active questions assigned to its bare line, its exact sub-line or to no gamme, by category then order',
        params: providerGammeQuestionsParamsSchema,
        response: { 200: questionsResponseSchema, ...guarded, 404: failure },
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

  app.get(
    '/questions/:id',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary: 'One question',
        params: uuidParamsSchema,
        response: { 200: questionResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await getQuestion({ db: app.db, kind: 'standard', id: request.params.id }) }),
  );

  app.put(
    '/questions/:id',
    {
      config: { permission: 'QuestionsModule:questions:update' },
      schema: {
        tags,
        summary: 'Change any subset of a question’s fields',
        params: uuidParamsSchema,
        body: updateQuestionInputSchema,
        response: { 200: questionResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: await updateQuestion({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        kind: 'standard',
        id: request.params.id,
        input: request.body,
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
        response: { 200: questionResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: await updateQuestion({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        kind: 'standard',
        id: request.params.id,
        input: { providerGammes: request.body.providerGammes, version: request.body.version },
      }),
    }),
  );

  app.delete(
    '/questions/:id',
    {
      config: { permission: 'QuestionsModule:questions:delete' },
      schema: {
        tags,
        summary: 'Delete a question no other question depends on',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...guarded, 404: failure, 409: failure },
      },
    },
    async (request, reply) => {
      await deleteQuestion({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        kind: 'standard',
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
