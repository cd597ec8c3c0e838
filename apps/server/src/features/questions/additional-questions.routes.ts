import {
  createAdditionalQuestionInputSchema,
  listResponseSchema,
  questionListQuerySchema,
  questionSchema,
  recordResponseSchema,
  updateAdditionalQuestionInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInErrors } from '../../platform/error-responses.ts';
import { requestContext } from '../../platform/request-context.ts';
import {
  createQuestion,
  deleteQuestion,
  findQuestions,
  getQuestion,
  updateQuestion,
} from './questions.service.ts';

const tags = ['questions'];
const questionResponseSchema = recordResponseSchema(questionSchema);

/**
 * SPEC §7 Questions: additional questions, the same shape as questions (`kind: 'additional'`, category optional),
 * under the questions' permission keys (QuestionsModule:questions:*).
 */
export const additionalQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/additional',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary:
          'Additional questions, filtered by category, gamme, type and activity, searched on label, paged',
        querystring: questionListQuerySchema,
        response: { 200: listResponseSchema(questionSchema), ...signedInErrors() },
      },
    },
    async (request) => findQuestions({ db: app.db, kind: 'additional', query: request.query }),
  );

  app.post(
    '/questions/additional',
    {
      config: { permission: 'QuestionsModule:questions:create' },
      schema: {
        tags,
        summary: 'Create an additional question',
        body: createAdditionalQuestionInputSchema,
        response: { 201: questionResponseSchema, ...signedInErrors() },
      },
    },
    async (request, reply) => {
      const data = await createQuestion({
        db: app.db,
        ...requestContext(request),
        kind: 'additional',
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/questions/additional/:id',
    {
      config: { permission: 'QuestionsModule:questions:read' },
      schema: {
        tags,
        summary: 'One additional question',
        params: uuidParamsSchema,
        response: { 200: questionResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await getQuestion({ db: app.db, kind: 'additional', id: request.params.id }),
    }),
  );

  app.put(
    '/questions/additional/:id',
    {
      config: { permission: 'QuestionsModule:questions:update' },
      schema: {
        tags,
        summary: 'Change any subset of an additional question’s fields',
        params: uuidParamsSchema,
        body: updateAdditionalQuestionInputSchema,
        response: { 200: questionResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await updateQuestion({
        db: app.db,
        ...requestContext(request),
        kind: 'additional',
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/questions/additional/:id',
    {
      config: { permission: 'QuestionsModule:questions:delete' },
      schema: {
        tags,
        summary: 'Delete an additional question no other question depends on',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...signedInErrors(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteQuestion({
        db: app.db,
        ...requestContext(request),
        kind: 'additional',
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
