import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { callerFor, crudKeys } from '@/test/record-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInWithPermissions(t, [
    ...crudKeys('QuestionsModule:categories'),
    'QuestionsModule:questions:create',
    'QuestionsModule:questions:update',
  ]);
});
afterAll(() => t.close());

const call = callerFor(() => ({ testApp: t, cookie: admin.cookie }));

interface CategoryBody {
  id: string;
  name: string;
  order: number;
  questionCount: number;
}

const createCategory = async (fields: { name: string; order?: number; active?: boolean }) => {
  const response = await call('POST', '/api/questions/categories', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CategoryBody;
};

const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'question-category'), eq(auditLog.entityId, entityId)));

describe('POST /api/questions/categories', () => {
  it('creates a category at the end of the questionnaire and records it', async () => {
    const first = await createCategory({ name: '  Situation ' });
    expect(first).toMatchObject({ name: 'Situation', description: '', active: true, questionCount: 0 });
    const second = await createCategory({ name: 'Besoins' });
    expect(second.order).toBe(first.order + 1);
    const entries = await auditOf(first.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', actorId: admin.user.id });
  });

  it('answers 409 DUPLICATE when the name is taken, whatever its case', async () => {
    await createCategory({ name: 'Budget' });
    const response = await call('POST', '/api/questions/categories', { name: 'BUDGET' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'DUPLICATE' } });
  });

  it('answers 400 with the failing fields when the body is empty or malformed', async () => {
    const empty = await call('POST', '/api/questions/categories', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields.map((field: { path: string }) => field.path)).toEqual(['name']);
    const malformed = await call('POST', '/api/questions/categories', { name: 'X', order: 'first' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('order');
  });
});

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

  it('answers 404 for an unknown id and 400 naming id when it is not a UUID', async () => {
    expect((await call('GET', `/api/questions/categories/${ZERO_ID}`)).statusCode).toBe(404);
    const malformed = await call('GET', '/api/questions/categories/situation');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('id');
  });
});

describe('PUT /api/questions/categories/{id}', () => {
  it('changes the given fields in one audit entry and writes nothing when nothing changes', async () => {
    const category = await createCategory({ name: 'Ancienne' });
    const response = await call('PUT', `/api/questions/categories/${category.id}`, {
      name: 'Nouvelle',
      description: 'Décrite',
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Nouvelle', description: 'Décrite', active: false });
    await call('PUT', `/api/questions/categories/${category.id}`, { name: 'Nouvelle' });
    const updates = (await auditOf(category.id)).filter((entry) => entry.action === 'update');
    expect(updates).toHaveLength(1);
    expect(Object.keys(updates[0]?.changes ?? {}).sort()).toEqual(['active', 'description', 'name']);
  });

  it('answers 409 DUPLICATE when renamed to a taken name, 404 for an unknown id, 400 for a bad body', async () => {
    await createCategory({ name: 'Prise' });
    const category = await createCategory({ name: 'Libre' });
    const taken = await call('PUT', `/api/questions/categories/${category.id}`, { name: 'prise' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.reason).toBe('DUPLICATE');
    expect((await call('PUT', `/api/questions/categories/${ZERO_ID}`, { name: 'Personne' })).statusCode).toBe(
      404,
    );
    const malformed = await call('PUT', `/api/questions/categories/${category.id}`, { name: '' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('name');
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
    expect((await auditOf(category.id)).map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
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

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', `/api/questions/categories/${ZERO_ID}`)).statusCode).toBe(404);
  });
});
