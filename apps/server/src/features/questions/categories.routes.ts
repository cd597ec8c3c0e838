import {
  createQuestionCategoryInputSchema,
  questionCategoryListQuerySchema,
  questionCategorySchema,
  updateQuestionCategoryInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '@/platform/crud-routes.ts';
import {
  createCategory,
  deleteCategory,
  findCategories,
  getCategory,
  updateCategory,
} from './categories.service.ts';

const tags = ['questions'];

/** SPEC §7 Questions: the questionnaire's categories (QuestionsModule:categories:*). */
export const questionCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/questions/categories',
    tags,
    permission: 'QuestionsModule:categories',
    names: { one: 'QuestionCategory', many: 'QuestionCategories' },
    schemas: {
      record: questionCategorySchema,
      listQuery: questionCategoryListQuerySchema,
      create: createQuestionCategoryInputSchema,
      update: updateQuestionCategoryInputSchema,
    },
    summaries: {
      list: 'Categories with their question counts, in questionnaire order, paged',
      create: 'Create a category (at the end of the questionnaire unless an order is given)',
      get: 'One category',
      update: 'Change any subset of a category’s fields',
      delete: 'Delete a category that has no questions',
    },
    service: {
      find: findCategories,
      get: getCategory,
      create: createCategory,
      update: updateCategory,
      remove: deleteCategory,
    },
  });
};
