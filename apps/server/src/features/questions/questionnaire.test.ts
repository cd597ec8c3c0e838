import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gammes } from '@/db/schema/index.ts';
import { questionnaireSuite, UNKNOWN_ID } from '@/test/questionnaire-suite.ts';

const suite = questionnaireSuite([
  'QuestionsModule:questions:read',
  'QuestionsModule:questions:create',
  'QuestionsModule:questions:update',
  'QuestionsModule:categories:create',
  'QuestionsModule:categories:update',
  'QuestionsModule:gammes:delete',
]);
const { call, createCategory } = suite;

interface QuestionBody {
  id: string;
  label: string;
  order: number;
}

const createQuestion = async (categoryId: string, label: string, fields: object = {}) => {
  const response = await call('POST', '/api/questions', { categoryId, label, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as QuestionBody;
};

const gammeId = async (providerType: string, code: string) => {
  const [row] = await suite.testApp.db
    .select({ id: gammes.id })
    .from(gammes)
    .where(and(eq(gammes.providerType, providerType), eq(gammes.code, code)));
  if (!row) throw new Error(`no gamme ${code}`);
  return row.id;
};

const labelsOf = (response: { json: () => { data: QuestionBody[] } }) =>
  response.json().data.map((question) => question.label);

describe('GET /api/questions/by-category/{id}', () => {
  it('answers every question of the category, inactive ones included, in order', async () => {
    const categoryId = await createCategory('Par catégorie');
    await createQuestion(categoryId, 'Troisième', { order: 3 });
    await createQuestion(categoryId, 'Premier', { order: 1 });
    await createQuestion(categoryId, 'Deuxième', { order: 2, active: false });
    const response = await call('GET', `/api/questions/by-category/${categoryId}`);
    expect(response.statusCode).toBe(200);
    expect(labelsOf(response)).toEqual(['Premier', 'Deuxième', 'Troisième']);
  });

  it('answers 404 for an unknown category and 400 naming id when it is not a UUID', async () => {
    expect((await call('GET', `/api/questions/by-category/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/questions/by-category/situation')).statusCode).toBe(400);
  });
});

describe('POST /api/questions/reorder', () => {
  it('sets each order to its index and audits only the questions that moved', async () => {
    const categoryId = await createCategory('Réordonner');
    const a = await createQuestion(categoryId, 'A');
    const b = await createQuestion(categoryId, 'B');
    const c = await createQuestion(categoryId, 'C');
    expect([a.order, b.order, c.order]).toEqual([0, 1, 2]);
    const response = await call('POST', '/api/questions/reorder', { categoryId, ids: [a.id, c.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((question: QuestionBody) => [question.label, question.order])).toEqual([
      ['A', 0],
      ['C', 1],
      ['B', 2],
    ]);
    expect(labelsOf(await call('GET', `/api/questions/by-category/${categoryId}`))).toEqual(['A', 'C', 'B']);
    const updates = await suite.testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'question'), eq(auditLog.action, 'update')));
    const moved = updates.filter((entry) => [a.id, b.id, c.id].includes(entry.entityId));
    expect(moved.map((entry) => entry.entityId).sort()).toEqual([b.id, c.id].sort());
    expect(moved.find((entry) => entry.entityId === c.id)?.changes.order).toEqual({ before: 2, after: 1 });
  });

  it('answers 400 naming ids when a question is missing, foreign or repeated', async () => {
    const categoryId = await createCategory('Réordonner mal');
    const a = await createQuestion(categoryId, 'A');
    const b = await createQuestion(categoryId, 'B');
    const elsewhere = await createQuestion(await createCategory('Ailleurs'), 'Ailleurs');
    for (const ids of [[a.id], [a.id, b.id, elsewhere.id], [a.id, a.id, b.id]]) {
      const response = await call('POST', '/api/questions/reorder', { categoryId, ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields.map((field: { path: string }) => field.path)).toEqual(['ids']);
    }
  });

  it('answers 400 naming categoryId when the category does not exist, and the failing fields when empty', async () => {
    const unknown = await call('POST', '/api/questions/reorder', {
      categoryId: UNKNOWN_ID,
      ids: [UNKNOWN_ID],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields[0].path).toBe('categoryId');
    const empty = await call('POST', '/api/questions/reorder', {});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .details.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['categoryId', 'ids']);
  });
});

describe('the questionnaire of a gamme', () => {
  let ids: Record<string, string>;
  /** Only this describe's questions: other tests add general questions, which apply to every gamme. */
  const ours = (response: { json: () => { data: QuestionBody[] } }) =>
    response
      .json()
      .data.filter((question) => Object.values(ids).includes(question.id))
      .map((question) => question.label);

  beforeAll(async () => {
    const later = await createCategory('Applicabilité B', 20);
    const first = await createCategory('Applicabilité A', 10);
    const retired = await createCategory('Applicabilité retirée', 30);
    ids = {
      confort: (
        await createQuestion(later, 'Confort', {
          order: 5,
          providerGammes: { actudata: ['SANTE_SENIOR.CONFORT'] },
        })
      ).id,
      senior: (
        await createQuestion(later, 'Senior', { order: 0, providerGammes: { actudata: ['SANTE_SENIOR'] } })
      ).id,
      general: (await createQuestion(first, 'Générale')).id,
      otherProvider: (
        await createQuestion(first, 'Autre assureur', {
          providerGammes: { santeplus: ['SANTE_PLUS_SENIOR'] },
        })
      ).id,
      inactive: (
        await createQuestion(first, 'Inactive', {
          active: false,
          providerGammes: { actudata: ['SANTE_SENIOR'] },
        })
      ).id,
      retiredCategory: (
        await createQuestion(retired, 'Catégorie retirée', { providerGammes: { actudata: ['SANTE_SENIOR'] } })
      ).id,
    };
    await call('PUT', `/api/questions/categories/${retired}`, { active: false });
  });

  it('answers a question assigned to a sub-line for that sub-line and not for a sibling', async () => {
    const confort = await call('GET', '/api/questions/provider/actudata/gamme/SANTE_SENIOR.CONFORT');
    expect(confort.statusCode).toBe(200);
    expect(ours(confort)).toEqual(['Générale', 'Senior', 'Confort']);
    const excellence = await call('GET', '/api/questions/provider/actudata/gamme/SANTE_SENIOR.EXCELLENCE');
    expect(ours(excellence)).toEqual(['Générale', 'Senior']);
  });

  it('answers a question assigned to the bare line for the line and each of its sub-lines', async () => {
    const line = await call('GET', '/api/questions/provider/actudata/gamme/SANTE_SENIOR');
    expect(ours(line)).toEqual(['Générale', 'Senior']);
    const other = await call('GET', '/api/questions/provider/santeplus/gamme/SANTE_PLUS_SENIOR.INTEGRAL');
    expect(ours(other)).toEqual(['Générale', 'Autre assureur']);
  });

  it('answers the same questionnaire by gamme id', async () => {
    const byId = await call(
      'GET',
      `/api/questions/by-gamme/${await gammeId('actudata', 'SANTE_SENIOR.CONFORT')}`,
    );
    expect(byId.statusCode).toBe(200);
    expect(ours(byId)).toEqual(['Générale', 'Senior', 'Confort']);
  });

  it('answers 404 when the gamme is unknown and 400 when the code is malformed', async () => {
    const unknownCode = await call('GET', '/api/questions/provider/actudata/gamme/SANTE_SENIOR.PLATINE');
    expect(unknownCode.statusCode).toBe(404);
    expect(unknownCode.json().code).toBe('NOT_FOUND');
    expect((await call('GET', '/api/questions/provider/nobody/gamme/SANTE_SENIOR')).statusCode).toBe(404);
    expect((await call('GET', `/api/questions/by-gamme/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/questions/provider/actudata/gamme/sante-senior')).statusCode).toBe(400);
  });
});

describe('DELETE /api/questions/gammes/{id} with questions', () => {
  it('answers 409 IN_USE while a question holds that exact code, and deletes it once released', async () => {
    const categoryId = await createCategory('Gammes utilisées');
    const question = await createQuestion(categoryId, 'Lunettes', {
      providerGammes: { actudata: ['DENTAIRE_OPTIQUE.BASE'] },
    });
    const id = await gammeId('actudata', 'DENTAIRE_OPTIQUE.BASE');
    const refused = await call('DELETE', `/api/questions/gammes/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { reason: 'IN_USE', questions: ['Lunettes'] } });
    await call('PATCH', `/api/questions/${question.id}`, { providerGammes: {} });
    expect((await call('DELETE', `/api/questions/gammes/${id}`)).statusCode).toBe(204);
  });

  it('deletes a sub-line while a question holds only its bare line', async () => {
    const categoryId = await createCategory('Ligne entière');
    await createQuestion(categoryId, 'Atlas', { providerGammes: { 'mutuelle-atlas': ['ATLAS_SANTE'] } });
    const id = await gammeId('mutuelle-atlas', 'ATLAS_SANTE.BRONZE');
    expect((await call('DELETE', `/api/questions/gammes/${id}`)).statusCode).toBe(204);
  });
});
