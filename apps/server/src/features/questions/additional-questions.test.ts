import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.ts';
import { questionnaireSuite, UNKNOWN_ID } from '@/test/questionnaire-suite.ts';
import { crudKeys } from '@/test/record-fixtures.ts';

const suite = questionnaireSuite([
  ...crudKeys('QuestionsModule:questions'),
  'QuestionsModule:categories:create',
]);
const { call } = suite;
let categoryId: string;

beforeAll(async () => {
  categoryId = await suite.createCategory('Fin d’entretien');
});

const createAdditional = async (fields: object) => {
  const response = await call('POST', '/api/questions/additional', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; type: string; order: number; categoryId: string | null };
};

const options = [
  { value: 'internet', label: 'Internet' },
  { value: 'proche', label: 'Un proche' },
];

describe('POST /api/questions/additional', () => {
  it('creates an additional question without a category and records it', async () => {
    const response = await call('POST', '/api/questions/additional', {
      label: 'Comment nous avez-vous connus ?',
      answerOptions: options,
    });
    expect(response.statusCode).toBe(201);
    const question = response.json().data;
    expect(question).toMatchObject({ kind: 'additional', categoryId: null, category: null, type: 'radio' });
    const entries = await suite.testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'question'), eq(auditLog.entityId, question.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
  });

  it('files an additional question under a category and gammes when given', async () => {
    const question = await createAdditional({
      label: 'Parrainage',
      categoryId,
      type: 'yes_no',
      providerGammes: { actudata: ['SANTE_FAMILLE'] },
    });
    expect(question).toMatchObject({ categoryId, type: 'yes_no' });
  });

  it('answers 400 with the failing fields when the body is empty, the options repeat or the gamme is unknown', async () => {
    const empty = await call('POST', '/api/questions/additional', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields.map((field: { path: string }) => field.path)).toEqual(['label']);
    const repeated = await call('POST', '/api/questions/additional', {
      label: 'Doublon',
      type: 'checkbox',
      answerOptions: [options[0], options[0]],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().details.fields[0].path).toBe('answerOptions');
    const gamme = await call('POST', '/api/questions/additional', {
      label: 'Gamme inconnue',
      providerGammes: { actudata: ['INCONNUE'] },
    });
    expect(gamme.statusCode).toBe(400);
    expect(gamme.json().details.fields[0].path).toBe('providerGammes');
    const category = await call('POST', '/api/questions/additional', {
      label: 'Catégorie',
      categoryId: UNKNOWN_ID,
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().details.fields[0].path).toBe('categoryId');
  });
});

describe('GET /api/questions/additional', () => {
  it('lists only additional questions, filtered and searched', async () => {
    await call('POST', '/api/questions', { categoryId, label: 'Standard filtrée' });
    await createAdditional({ label: 'Complémentaire filtrée', type: 'number' });
    const response = await call('GET', '/api/questions/additional?search=filtrée');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      data: [{ label: 'Complémentaire filtrée', kind: 'additional' }],
    });
    const byType = await call('GET', '/api/questions/additional?type=number&search=filtrée');
    expect(byType.json().total).toBe(1);
    const standard = await call('GET', '/api/questions?search=filtrée');
    expect(standard.json().data.map((question: { label: string }) => question.label)).toEqual([
      'Standard filtrée',
    ]);
  });

  it('answers one additional question, 404 for a standard or unknown id, 400 for a malformed id', async () => {
    const additional = await createAdditional({ label: 'Une seule' });
    expect((await call('GET', `/api/questions/additional/${additional.id}`)).json().data.label).toBe(
      'Une seule',
    );
    const standard = await call('POST', '/api/questions', { categoryId, label: 'Pas complémentaire' });
    expect((await call('GET', `/api/questions/additional/${standard.json().data.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/questions/additional/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/questions/additional/abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/questions/additional/{id}', () => {
  it('changes the given fields and detaches the category when it is set to null', async () => {
    const question = await createAdditional({ label: 'Avant', categoryId });
    const response = await call('PUT', `/api/questions/additional/${question.id}`, {
      label: 'Après',
      categoryId: null,
      answerOptions: options,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ label: 'Après', categoryId: null, type: 'radio' });
  });

  it('answers 400 naming condition when it depends on itself, 404 for an unknown id', async () => {
    const question = await createAdditional({ label: 'Boucle', type: 'yes_no' });
    const self = await call('PUT', `/api/questions/additional/${question.id}`, {
      condition: { questionId: question.id, equals: 'yes' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().details.fields[0].path).toBe('condition');
    expect(
      (await call('PUT', `/api/questions/additional/${UNKNOWN_ID}`, { label: 'Personne' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/questions/additional/{id}', () => {
  it('deletes an additional question, answers 404 afterwards and 409 while another depends on it', async () => {
    const question = await createAdditional({ label: 'Supprimée' });
    expect((await call('DELETE', `/api/questions/additional/${question.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/questions/additional/${question.id}`)).statusCode).toBe(404);
    const parent = await createAdditional({ label: 'Parent', type: 'yes_no' });
    await createAdditional({ label: 'Enfant', condition: { questionId: parent.id, equals: 'no' } });
    const refused = await call('DELETE', `/api/questions/additional/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.reason).toBe('IN_USE');
  });
});
