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
let otherCategoryId: string;

beforeAll(async () => {
  categoryId = await suite.createCategory('Situation');
  otherCategoryId = await suite.createCategory('Budget');
});

interface QuestionBody {
  id: string;
  type: string;
  order: number;
  label: string;
  answerOptions: { value: string; label: string }[];
  condition: { questionId: string; equals: string } | null;
  providerGammes: Record<string, string[]>;
}

const createQuestion = async (fields: object = {}) => {
  const response = await call('POST', '/api/questions', { categoryId, label: 'Question', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as QuestionBody;
};

const situationOptions = [
  { value: 'celibataire', label: 'Célibataire' },
  { value: 'couple', label: 'En couple' },
];

const fieldsOf = (response: { json: () => { details?: { fields?: { path: string }[] } } }) =>
  response.json().details?.fields?.map((field) => field.path);

const auditOf = (entityId: string) =>
  suite.testApp.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'question'), eq(auditLog.entityId, entityId)));

describe('POST /api/questions', () => {
  it('creates a question with its defaults and writes one audit entry when the input is valid', async () => {
    const response = await call('POST', '/api/questions', {
      categoryId,
      label: '  Date de naissance ',
      type: 'date',
      required: true,
    });
    expect(response.statusCode).toBe(201);
    const question = response.json().data;
    expect(question).toMatchObject({
      kind: 'standard',
      categoryId,
      category: { id: categoryId, name: 'Situation' },
      label: 'Date de naissance',
      helpText: '',
      type: 'date',
      answerOptions: [],
      required: true,
      active: true,
      condition: null,
      providerGammes: {},
    });
    const entries = await auditOf(question.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', actorId: suite.admin.user.id });
    expect(entries[0]?.changes.label).toEqual({ before: null, after: 'Date de naissance' });
  });

  it('saves the question as radio when it has answer options and no choice type', async () => {
    expect((await createQuestion({ answerOptions: situationOptions })).type).toBe('radio');
    expect((await createQuestion({ type: 'text', answerOptions: situationOptions })).type).toBe('radio');
    expect((await createQuestion({ type: 'yes_no', answerOptions: situationOptions })).type).toBe('radio');
  });

  it('keeps checkbox and select as given when the question has answer options', async () => {
    expect((await createQuestion({ type: 'checkbox', answerOptions: situationOptions })).type).toBe(
      'checkbox',
    );
    expect((await createQuestion({ type: 'select', answerOptions: situationOptions })).type).toBe('select');
    expect((await createQuestion({})).type).toBe('text');
  });

  it('answers 400 naming answerOptions when a choice type has no options or repeats a value', async () => {
    const empty = await call('POST', '/api/questions', { categoryId, label: 'Choix', type: 'radio' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['answerOptions']);
    const repeated = await call('POST', '/api/questions', {
      categoryId,
      label: 'Choix',
      answerOptions: [...situationOptions, { value: 'couple', label: 'Marié(e)' }],
    });
    expect(repeated.statusCode).toBe(400);
    expect(fieldsOf(repeated)).toEqual(['answerOptions']);
  });

  it('answers 400 with the failing fields when the body is empty or malformed', async () => {
    const empty = await call('POST', '/api/questions', {});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(expect.arrayContaining(['categoryId', 'label']));
    const malformed = await call('POST', '/api/questions', {
      categoryId,
      label: 'Type inconnu',
      type: 'slider',
      providerGammes: { actudata: ['bad code'] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toEqual(expect.arrayContaining(['type', 'providerGammes.actudata.0']));
  });

  it('answers 400 naming categoryId when the category does not exist', async () => {
    const response = await call('POST', '/api/questions', { categoryId: UNKNOWN_ID, label: 'Orpheline' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['categoryId']);
  });

  it('answers 400 naming providerGammes when a provider type or a gamme code is unknown', async () => {
    const provider = await call('POST', '/api/questions', {
      categoryId,
      label: 'Assureur inconnu',
      providerGammes: { nobody: ['SANTE_SENIOR'] },
    });
    expect(provider.statusCode).toBe(400);
    expect(fieldsOf(provider)).toEqual(['providerGammes']);
    expect(provider.json().message).toContain('nobody');
    const code = await call('POST', '/api/questions', {
      categoryId,
      label: 'Gamme inconnue',
      providerGammes: { actudata: ['SANTE_SENIOR.PLATINE'] },
    });
    expect(code.statusCode).toBe(400);
    expect(fieldsOf(code)).toEqual(['providerGammes']);
    expect(code.json().message).toContain('SANTE_SENIOR.PLATINE');
  });

  it('folds sub-lines into their bare line and drops empty provider types when gammes are assigned', async () => {
    const question = await createQuestion({
      providerGammes: {
        actudata: ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR', 'HOSPI_PLUS'],
        santeplus: [],
      },
    });
    expect(question.providerGammes).toEqual({ actudata: ['SANTE_SENIOR', 'HOSPI_PLUS'] });
  });

  it('places the question at the end of its category when no order is given', async () => {
    const [first, second] = [
      await createQuestion({ categoryId: otherCategoryId }),
      await createQuestion({ categoryId: otherCategoryId }),
    ];
    expect(second?.order).toBe((first?.order ?? 0) + 1);
    expect((await createQuestion({ categoryId: otherCategoryId, order: 40 })).order).toBe(40);
  });
});

describe('question conditions', () => {
  it('accepts a condition on a value the other question can answer', async () => {
    const situation = await createQuestion({ answerOptions: situationOptions });
    const spouse = await createQuestion({
      type: 'yes_no',
      condition: { questionId: situation.id, equals: 'couple' },
    });
    expect(spouse.condition).toEqual({ questionId: situation.id, equals: 'couple' });
    const regime = await createQuestion({ condition: { questionId: spouse.id, equals: 'yes' } });
    expect(regime.condition).toEqual({ questionId: spouse.id, equals: 'yes' });
  });

  it('answers 400 naming condition when the question it depends on does not exist', async () => {
    const response = await call('POST', '/api/questions', {
      categoryId,
      label: 'Dépend de rien',
      condition: { questionId: UNKNOWN_ID, equals: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['condition']);
  });

  it('answers 400 naming condition.equals when the value is not one of its answers', async () => {
    const situation = await createQuestion({ answerOptions: situationOptions });
    const response = await call('POST', '/api/questions', {
      categoryId,
      label: 'Valeur inconnue',
      condition: { questionId: situation.id, equals: 'pacse' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['condition.equals']);
  });

  it('answers 400 naming condition when a question depends on itself', async () => {
    const question = await createQuestion({ type: 'yes_no' });
    const response = await call('PUT', `/api/questions/${question.id}`, {
      condition: { questionId: question.id, equals: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['condition']);
  });

  it('answers 400 naming condition when the condition would close a loop', async () => {
    const first = await createQuestion({ type: 'yes_no' });
    const second = await createQuestion({
      type: 'yes_no',
      condition: { questionId: first.id, equals: 'yes' },
    });
    const third = await createQuestion({
      type: 'yes_no',
      condition: { questionId: second.id, equals: 'no' },
    });
    const response = await call('PUT', `/api/questions/${first.id}`, {
      condition: { questionId: third.id, equals: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['condition']);
    expect((await call('GET', `/api/questions/${first.id}`)).json().data.condition).toBeNull();
  });

  it('removes a condition when it is set to null', async () => {
    const first = await createQuestion({ type: 'yes_no' });
    const second = await createQuestion({ condition: { questionId: first.id, equals: 'no' } });
    const response = await call('PUT', `/api/questions/${second.id}`, { condition: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.condition).toBeNull();
  });
});

describe('GET /api/questions', () => {
  it('filters by category, type and activity, searches the label and pages the result', async () => {
    const [categoryResponse] = [await call('POST', '/api/questions/categories', { name: 'Filtres' })];
    const filtered = categoryResponse.json().data.id;
    await createQuestion({ categoryId: filtered, label: 'Alpha budget', type: 'number' });
    await createQuestion({ categoryId: filtered, label: 'Beta budget', type: 'number', active: false });
    await createQuestion({ categoryId: filtered, label: 'Gamma budget', type: 'date' });
    const byType = await call('GET', `/api/questions?categoryId=${filtered}&type=number`);
    expect(byType.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const active = await call(
      'GET',
      `/api/questions?categoryId=${filtered}&active=true&sort=label&order=desc`,
    );
    expect(active.json().data.map((question: QuestionBody) => question.label)).toEqual([
      'Gamma budget',
      'Alpha budget',
    ]);
    const searched = await call('GET', `/api/questions?categoryId=${filtered}&search=BETA`);
    expect(searched.json().data.map((question: QuestionBody) => question.label)).toEqual(['Beta budget']);
    const paged = await call('GET', `/api/questions?categoryId=${filtered}&pageSize=1&page=2`);
    expect(paged.json()).toMatchObject({ total: 3, page: 2, pageSize: 1, data: [{ label: 'Beta budget' }] });
  });

  it('keeps the questions that apply to a gamme when filtered by gamme', async () => {
    const confort = await createQuestion({
      label: 'Filtre confort',
      providerGammes: { actudata: ['SANTE_SENIOR.CONFORT'] },
    });
    const response = await call(
      'GET',
      '/api/questions?providerType=actudata&gamme=SANTE_SENIOR.EXCELLENCE&pageSize=100',
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((question: QuestionBody) => question.id);
    expect(ids).not.toContain(confort.id);
    const matching = await call(
      'GET',
      '/api/questions?providerType=actudata&gamme=SANTE_SENIOR.CONFORT&pageSize=100',
    );
    expect(matching.json().data.map((question: QuestionBody) => question.id)).toContain(confort.id);
  });

  it('keeps general questions and those with gammes of the provider type when filtered by provider type only', async () => {
    const atlas = await createQuestion({ providerGammes: { 'mutuelle-atlas': ['ATLAS_HOSPI'] } });
    const general = await createQuestion({ label: 'Générale' });
    const ids = async (providerType: string) =>
      (await call('GET', `/api/questions?providerType=${providerType}&pageSize=100`))
        .json()
        .data.map((question: QuestionBody) => question.id);
    expect(await ids('mutuelle-atlas')).toEqual(expect.arrayContaining([atlas.id, general.id]));
    const santeplus = await ids('santeplus');
    expect(santeplus).toContain(general.id);
    expect(santeplus).not.toContain(atlas.id);
  });

  it('answers 400 naming providerType when a gamme filter comes without it', async () => {
    const response = await call('GET', '/api/questions?gamme=SANTE_SENIOR');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['providerType']);
  });
});

describe('GET /api/questions/{id}', () => {
  it('answers one question, 404 for an unknown id and 400 naming id when it is not a UUID', async () => {
    const question = await createQuestion({ label: 'Lecture' });
    expect((await call('GET', `/api/questions/${question.id}`)).json().data).toMatchObject({
      label: 'Lecture',
    });
    const missing = await call('GET', `/api/questions/${UNKNOWN_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const malformed = await call('GET', '/api/questions/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toEqual(['id']);
  });

  it('answers 404 when the id is an additional question', async () => {
    const additional = await call('POST', '/api/questions/additional', { label: 'Complémentaire' });
    expect(additional.statusCode).toBe(201);
    expect((await call('GET', `/api/questions/${additional.json().data.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/questions/{id}', () => {
  it('changes the given fields and records only those in one audit entry', async () => {
    const question = await createQuestion({ label: 'Avant' });
    const response = await call('PUT', `/api/questions/${question.id}`, {
      label: 'Après',
      helpText: 'Aide',
      required: true,
      categoryId: otherCategoryId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      label: 'Après',
      helpText: 'Aide',
      required: true,
      category: { name: 'Budget' },
    });
    const update = (await auditOf(question.id)).find((entry) => entry.action === 'update');
    expect(Object.keys(update?.changes ?? {}).sort()).toEqual(
      ['categoryId', 'helpText', 'label', 'order', 'required'].sort(),
    );
  });

  it('writes nothing when the body changes nothing', async () => {
    const question = await createQuestion({ label: 'Stable', answerOptions: situationOptions });
    const response = await call('PUT', `/api/questions/${question.id}`, {
      label: 'Stable',
      answerOptions: situationOptions,
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(question.id)).toHaveLength(1);
  });

  it('forces radio when options are sent for a text question, and drops them when the type becomes text', async () => {
    const question = await createQuestion({ type: 'text' });
    const withOptions = await call('PUT', `/api/questions/${question.id}`, {
      answerOptions: situationOptions,
    });
    expect(withOptions.json().data).toMatchObject({ type: 'radio', answerOptions: situationOptions });
    const backToText = await call('PUT', `/api/questions/${question.id}`, { type: 'long_text' });
    expect(backToText.json().data).toMatchObject({ type: 'long_text', answerOptions: [] });
    const emptied = await call('PUT', `/api/questions/${question.id}`, { type: 'select' });
    expect(emptied.statusCode).toBe(400);
    expect(fieldsOf(emptied)).toEqual(['answerOptions']);
  });

  it('answers 404 for an unknown id and 400 with the failing fields when the body is malformed', async () => {
    expect((await call('PUT', `/api/questions/${UNKNOWN_ID}`, { label: 'Personne' })).statusCode).toBe(404);
    const question = await createQuestion();
    const malformed = await call('PUT', `/api/questions/${question.id}`, { label: '', order: -1 });
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toEqual(expect.arrayContaining(['label', 'order']));
  });
});

describe('PATCH /api/questions/{id}', () => {
  it('replaces the gammes of a question and records the change', async () => {
    const question = await createQuestion({ providerGammes: { actudata: ['HOSPI_PLUS'] } });
    const response = await call('PATCH', `/api/questions/${question.id}`, {
      providerGammes: { santeplus: ['SANTE_PLUS_SENIOR.CONFORT'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.providerGammes).toEqual({ santeplus: ['SANTE_PLUS_SENIOR.CONFORT'] });
    const update = (await auditOf(question.id)).find((entry) => entry.action === 'update');
    expect(update?.changes.providerGammes).toEqual({
      before: { actudata: ['HOSPI_PLUS'] },
      after: { santeplus: ['SANTE_PLUS_SENIOR.CONFORT'] },
    });
  });

  it('answers 400 naming providerGammes when it is missing or names an unknown gamme', async () => {
    const question = await createQuestion();
    const missing = await call('PATCH', `/api/questions/${question.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['providerGammes']);
    const unknown = await call('PATCH', `/api/questions/${question.id}`, {
      providerGammes: { actudata: ['ATLAS_SANTE'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['providerGammes']);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call('PATCH', `/api/questions/${UNKNOWN_ID}`, { providerGammes: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/questions/{id}', () => {
  it('deletes a question and records it', async () => {
    const question = await createQuestion({ label: 'Éphémère' });
    expect((await call('DELETE', `/api/questions/${question.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/questions/${question.id}`)).statusCode).toBe(404);
    const entries = await auditOf(question.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });

  it('answers 409 IN_USE when another question depends on its answer', async () => {
    const parent = await createQuestion({ type: 'yes_no' });
    const child = await createQuestion({ condition: { questionId: parent.id, equals: 'yes' } });
    const refused = await call('DELETE', `/api/questions/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'IN_USE', questions: [child.id] },
    });
    await call('PUT', `/api/questions/${child.id}`, { condition: null });
    expect((await call('DELETE', `/api/questions/${parent.id}`)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', `/api/questions/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});
