import { describe, expect, it } from 'vitest';
import {
  describeOrderedRecordContract,
  type OrderedRecordFamily,
  orderedRecordSuite,
} from '@/test/ordered-record-contract.ts';
import { crudKeys } from '@/test/record-fixtures.ts';

const categories: OrderedRecordFamily = {
  path: '/api/questions/categories',
  entity: 'question-category',
  nameField: 'name',
  permissions: [
    ...crudKeys('QuestionsModule:categories'),
    'QuestionsModule:questions:create',
    'QuestionsModule:questions:update',
  ],
  createdWith: { questionCount: 0 },
  malformedCreate: { body: { name: 'X', order: 'first' }, fields: ['order'] },
  malformedUpdate: { body: { name: '' }, field: 'name' },
};
const suite = orderedRecordSuite(categories);
const { call } = suite;

interface CategoryBody {
  id: string;
  name: string;
  questionCount: number;
}

const createCategory = async (fields: { name: string; order?: number; active?: boolean }) =>
  suite.create<CategoryBody>(fields);

describeOrderedRecordContract(categories, suite);

describe('GET /api/questions/categories', () => {
  it('answers categories in questionnaire order with their question counts, filtered and paged', async () => {
    const late = await createCategory({ name: 'Liste tardive', order: 900 });
    const early = await createCategory({ name: 'Liste précoce', order: 800 });
    await createCategory({ name: 'Liste retirée', order: 850, active: false });
    await call('POST', '/api/questions', { categoryId: early.id, label: 'Une' });
    await call('POST', '/api/questions', { categoryId: early.id, label: 'Deux' });
    const response = await call('GET', '/api/questions/categories?search=liste&active=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(
      response.json().data.map((category: CategoryBody) => [category.name, category.questionCount]),
    ).toEqual([
      ['Liste précoce', 2],
      ['Liste tardive', 0],
    ]);
    const byName = await call(
      'GET',
      '/api/questions/categories?search=liste&sort=name&order=desc&pageSize=1',
    );
    expect(byName.json()).toMatchObject({ total: 3, pageSize: 1, data: [{ name: 'Liste tardive' }] });
    expect((await call('GET', `/api/questions/categories/${late.id}`)).json().data.name).toBe(
      'Liste tardive',
    );
  });
});

describe('DELETE /api/questions/categories/{id}', () => {
  it('answers 409 HAS_QUESTIONS while the category has questions, and deletes it once empty', async () => {
    const category = await createCategory({ name: 'À vider' });
    const other = await createCategory({ name: 'Refuge' });
    const question = await call('POST', '/api/questions', { categoryId: category.id, label: 'Résidente' });
    const refused = await call('DELETE', `/api/questions/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { reason: 'HAS_QUESTIONS', questionCount: 1 } });
    await call('PUT', `/api/questions/${question.json().data.id}`, { categoryId: other.id });
    expect((await call('DELETE', `/api/questions/categories/${category.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/questions/categories/${category.id}`)).statusCode).toBe(404);
    expect((await suite.auditOf(category.id)).map((entry) => entry.action).sort()).toEqual([
      'create',
      'delete',
    ]);
  });

  it('answers 409 HAS_QUESTIONS when only an additional question is filed under it', async () => {
    const category = await createCategory({ name: 'Complémentaires' });
    const additional = await call('POST', '/api/questions/additional', {
      categoryId: category.id,
      label: 'Parrainage',
    });
    expect(additional.statusCode).toBe(201);
    expect((await call('DELETE', `/api/questions/categories/${category.id}`)).statusCode).toBe(409);
  });
});
