import {
  apiErrorSchema,
  createQuestionCategoryInputSchema,
  listResponseSchema,
  questionCategoryListQuerySchema,
  questionCategorySchema,
  recordResponseSchema,
  updateQuestionCategoryInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import {
  createCategory,
  deleteCategory,
  findCategories,
  getCategory,
  updateCategory,
} from './categories.service.ts';

const tags = ['questions'];
const failure = apiErrorSchema;
const guarded = { 400: failure, 401: failure, 403: failure };
const categoryResponseSchema = recordResponseSchema(questionCategorySchema);

/** SPEC §7 Questions: the questionnaire's categories (QuestionsModule:categories:*). */
export const questionCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/categories',
    {
      config: { permission: 'QuestionsModule:categories:read' },
      schema: {
        tags,
        summary: 'Categories with their question counts, in questionnaire order, paged',
        querystring: questionCategoryListQuerySchema,
        response: { 200: listResponseSchema(questionCategorySchema), ...guarded },
      },
    },
    async (request) => findCategories({ db: app.db, query: request.query }),
  );

  app.post(
    '/questions/categories',
    {
      config: { permission: 'QuestionsModule:categories:create' },
      schema: {
        tags,
        summary: 'Create a category (at the end of the questionnaire unless an order is given)',
        body: createQuestionCategoryInputSchema,
        response: { 201: categoryResponseSchema, ...guarded, 409: failure },
      },
    },
    async (request, reply) => {
      const data = await createCategory({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/questions/categories/:id',
    {
      config: { permission: 'QuestionsModule:categories:read' },
      schema: {
        tags,
        summary: 'One category',
        params: uuidParamsSchema,
        response: { 200: categoryResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await getCategory({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/questions/categories/:id',
    {
      config: { permission: 'QuestionsModule:categories:update' },
      schema: {
        tags,
        summary: 'Change any subset of a category’s fields',
        params: uuidParamsSchema,
        body: updateQuestionCategoryInputSchema,
        response: { 200: categoryResponseSchema, ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => ({
      data: await updateCategory({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/questions/categories/:id',
    {
      config: { permission: 'QuestionsModule:categories:delete' },
      schema: {
        tags,
        summary: 'Delete a category that has no questions',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...guarded, 404: failure, 409: failure },
      },
    },
    async (request, reply) => {
      await deleteCategory({ db: app.db, actor: actorOf(request), ip: request.ip, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
