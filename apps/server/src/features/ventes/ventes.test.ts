import { SALE_NUMBER_PATTERN, saleLabelsSchema, saleSchema } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectObjectives, questions, sales } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';
import { callerFor, readHistory } from '@/test/record-fixtures.ts';
import {
  createOrganisation,
  familyOfThree,
  firstOfNextMonth,
  forceSaleStatus,
  insertCustomer,
  type Member,
  type Organisation,
  signInMember,
} from '@/test/sale-fixtures.ts';

/** `POST`, `GET`, `PUT` and `DELETE /ventes[/{id}]`: the draft, the form's autosave and the soft delete. */

let t: TestApp;
let org: Organisation;
let seller: Member;
let call: ReturnType<typeof callerFor>;
const ids = {
  essentielQuestion: '',
  choiceQuestion: '',
  seniorQuestion: '',
  generalQuestion: '',
  objective: '',
};

const PHONE_CALL = {
  channel: 'outbound_call',
  callConsentAt: '2026-11-20T09:00:00.000Z',
  recordingAnnouncedAt: '2026-11-20T09:00:05.000Z',
};

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  org = await createOrganisation(t.db);
  seller = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Amina' });
  call = callerFor(() => ({ testApp: t, cookie: seller.cookie }));
  const question = (label: string, providerGammes: Record<string, string[]>, extra = {}) => ({
    kind: 'standard' as const,
    label,
    type: 'text',
    providerGammes,
    ...extra,
  });
  const [essentiel, choice, senior, general] = await t.db
    .insert(questions)
    .values([
      question('Current cover?', { actudata: ['SANTE_ESSENTIEL'] }),
      question(
        'Glasses?',
        { actudata: ['SANTE_ESSENTIEL'] },
        {
          type: 'radio',
          answerOptions: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
      ),
      question('Hearing aids?', { actudata: ['SANTE_SENIOR'] }),
      question('Budget?', {}),
    ])
    .returning();
  const [objective] = await t.db
    .insert(projectObjectives)
    .values({ label: 'Better dental cover' })
    .returning();
  Object.assign(ids, {
    essentielQuestion: essentiel?.id,
    choiceQuestion: choice?.id,
    seniorQuestion: senior?.id,
    generalQuestion: general?.id,
    objective: objective?.id,
  });
});
afterAll(() => t.close());

const createDraft = async (payload: object = { call: PHONE_CALL }) => {
  const response = await call('POST', '/api/ventes', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; version: number; number: string };
};

describe('POST /ventes', () => {
  it('starts a draft sold by the caller in their team and company, with the call step', async () => {
    const response = await call('POST', '/api/ventes', { call: PHONE_CALL });
    expect(response.statusCode, response.body).toBe(201);
    const sale = saleSchema.parse(response.json().data);
    expect(sale).toMatchObject({
      status: 'draft',
      version: 1,
      seller: { id: seller.user.id, firstName: 'Amina', lastName: 'Test' },
      team: { id: org.teamId, name: 'Sellers A' },
      companyId: org.homeId,
      channel: 'outbound_call',
      callConsentAt: PHONE_CALL.callConsentAt,
      recordingAnnouncedAt: PHONE_CALL.recordingAnnouncedAt,
      customer: null,
      formData: null,
      answers: {},
      objectiveIds: [],
      offer: null,
    });
    expect(sale.number).toMatch(SALE_NUMBER_PATTERN);
  });

  it('gives every sale its own number from the sequence', async () => {
    const first = await createDraft({});
    const second = await createDraft({});
    expect(first.number).not.toBe(second.number);
    expect(Number(second.number.slice(-6))).toBeGreaterThan(Number(first.number.slice(-6)));
  });

  it('keeps every digit of the sequence past the millionth sale', async () => {
    await t.db.execute(sql`select setval('sale_number_seq', 999999)`);
    const millionth = await createDraft({});
    const next = await createDraft({});
    expect(millionth.number).toMatch(/^V-\d{4}-1000000$/);
    expect(next.number).toMatch(/^V-\d{4}-1000001$/);
    expect(millionth.number).toMatch(SALE_NUMBER_PATTERN);
  });

  it('refuses a phone call without the consent or the recording notice, naming the field', async () => {
    const response = await call('POST', '/api/ventes', {
      call: {
        channel: 'inbound_call',
        callConsentAt: null,
        recordingAnnouncedAt: PHONE_CALL.recordingAnnouncedAt,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toContainEqual(
      expect.objectContaining({ path: 'call.callConsentAt' }),
    );
  });

  it.each([
    ['in the future', '2999-01-01T00:00:00Z'],
    ['before any plausible call', '0000-01-01T00:00:00Z'],
  ])('refuses a consent time %s (400 naming it)', async (_case, callConsentAt) => {
    const response = await call('POST', '/api/ventes', { call: { ...PHONE_CALL, callConsentAt } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual([expect.objectContaining({ path: 'call.callConsentAt' })]);
  });

  it('accepts an in-person sale without the phone consents', async () => {
    const response = await call('POST', '/api/ventes', {
      call: { channel: 'in_person', callConsentAt: null, recordingAnnouncedAt: null },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('GET /ventes/{id}', () => {
  it('answers the sale with its customer summary', async () => {
    const draft = await createDraft();
    const customer = await insertCustomer(t.db, {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.com',
    });
    await t.db.update(sales).set({ customerId: customer.id }).where(eq(sales.id, draft.id));
    const response = await call('GET', `/api/ventes/${draft.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customer).toEqual({
      id: customer.id,
      firstName: 'Léa',
      lastName: 'Martin',
      phone: customer.phone,
      email: 'lea@example.com',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', '/api/ventes/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/ventes/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /ventes/{id}/labels', () => {
  it('names the questions answered and the objectives to whoever may read the sale, nobody else', async () => {
    const draft = await createDraft();
    const saved = await call('PUT', `/api/ventes/${draft.id}`, {
      formData: {
        providerType: 'actudata',
        gammeCode: 'SANTE_ESSENTIEL',
        answers: { [ids.generalQuestion]: '80', [ids.choiceQuestion]: 'yes' },
      },
      objectiveIds: [ids.objective],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const quality = await signInMember(t, {
      granted: ['VenteModule:ventes:read'],
      dataScope: 'company',
      companyId: org.homeId,
      teamId: null,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/ventes/${draft.id}/labels`,
      headers: { cookie: quality.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const labels = saleLabelsSchema.parse(response.json().data);
    expect(labels.questions.map((question) => question.label).sort()).toEqual(['Budget?', 'Glasses?']);
    expect(labels.questions.find((question) => question.id === ids.choiceQuestion)?.answerOptions).toEqual([
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ]);
    expect(labels.objectives).toEqual([{ id: ids.objective, label: 'Better dental cover' }]);

    const colleague = await signInMember(t, { companyId: org.homeId, teamId: org.teamId });
    const outside = await t.app.inject({
      method: 'GET',
      url: `/api/ventes/${draft.id}/labels`,
      headers: { cookie: colleague.cookie },
    });
    expect(outside.statusCode).toBe(404);
    const bare = await signInMember(t, { granted: [], companyId: org.homeId, teamId: org.teamId });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/ventes/${draft.id}/labels`,
      headers: { cookie: bare.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('answers empty lists for a sale without answers', async () => {
    const draft = await createDraft();
    const response = await call('GET', `/api/ventes/${draft.id}/labels`);
    expect(response.json().data).toEqual({ questions: [], objectives: [] });
  });
});

describe('PUT /ventes/{id}', () => {
  const formData = (answers: Record<string, unknown> = {}, gammeCode = 'SANTE_ESSENTIEL') => ({
    providerType: 'actudata',
    gammeCode,
    answers,
  });

  it('saves each step it is given and keeps the others', async () => {
    const draft = await createDraft();
    const household = { postcode: '69003', effectiveDate: firstOfNextMonth(), people: familyOfThree() };
    const response = await call('PUT', `/api/ventes/${draft.id}`, {
      formData: formData({
        [ids.essentielQuestion]: 'None',
        [ids.choiceQuestion]: 'yes',
        [ids.generalQuestion]: '80',
      }),
      objectiveIds: [ids.objective, ids.objective],
      household,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sale = saleSchema.parse(response.json().data);
    expect(sale).toMatchObject({
      version: 2,
      providerType: 'actudata',
      gammeCode: 'SANTE_ESSENTIEL',
      formData: { providerType: 'actudata', gammeCode: 'SANTE_ESSENTIEL' },
      objectiveIds: [ids.objective],
      household,
      channel: 'outbound_call',
    });
    expect(sale.answers[ids.choiceQuestion]).toBe('yes');

    const again = await call('PUT', `/api/ventes/${draft.id}`, { recommendationReason: 'Best dental cover' });
    expect(again.json().data).toMatchObject({
      version: 3,
      recommendationReason: 'Best dental cover',
      gammeCode: 'SANTE_ESSENTIEL',
      household,
    });
  });

  it('accepts a sub-line of a line the team sells', async () => {
    const draft = await createDraft();
    const response = await call('PUT', `/api/ventes/${draft.id}`, {
      formData: formData({ [ids.essentielQuestion]: 'None' }, 'SANTE_ESSENTIEL.ECO'),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['an unknown gamme', { formData: formData({}, 'NO_SUCH_LINE') }, 'formData.gammeCode'],
    [
      'a question of another gamme',
      { formData: formData({ '00000000-0000-4000-8000-000000000000': 'x' }) },
      'formData.answers.00000000-0000-4000-8000-000000000000',
    ],
    ['a malformed answer id', { formData: formData({ 'not-an-id': 'x' }) }, 'formData.answers.not-an-id'],
    ['an unknown objective', { objectiveIds: ['00000000-0000-4000-8000-000000000000'] }, 'objectiveIds.0'],
    [
      'a household with an effective date in the past',
      { household: { postcode: '69003', effectiveDate: '2020-01-01', people: familyOfThree() } },
      'household.effectiveDate',
    ],
    [
      'a child born in the future',
      {
        household: {
          postcode: '69003',
          effectiveDate: firstOfNextMonth(),
          people: [{ role: 'main', birthDate: '2999-01-01', regime: 'general' }],
        },
      },
      'household.people.0.birthDate',
    ],
  ])('refuses %s with 400 naming the field', async (_case, payload, path) => {
    const draft = await createDraft();
    const response = await call('PUT', `/api/ventes/${draft.id}`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.fields).toContainEqual(expect.objectContaining({ path }));
  });

  it('refuses an answer that applies to another gamme, and an option the question does not offer', async () => {
    const draft = await createDraft();
    const other = await call('PUT', `/api/ventes/${draft.id}`, {
      formData: formData({ [ids.seniorQuestion]: 'yes' }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().details.fields[0].path).toBe(`formData.answers.${ids.seniorQuestion}`);
    const option = await call('PUT', `/api/ventes/${draft.id}`, {
      formData: formData({ [ids.choiceQuestion]: 'maybe' }),
    });
    expect(option.statusCode).toBe(400);
  });

  it("refuses a gamme the caller's team does not sell (403 GAMME_NOT_ASSIGNED)", async () => {
    const draft = await createDraft();
    const response = await call('PUT', `/api/ventes/${draft.id}`, {
      formData: formData({}, 'SANTE_FAMILLE'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().details).toMatchObject({
      reason: 'GAMME_NOT_ASSIGNED',
      gammeCodes: ['SANTE_FAMILLE'],
    });
  });

  it('answers 409 STALE_WRITE with the sale as it stands for an old or missing version', async () => {
    const draft = await createDraft();
    await nextMillisecond();
    await call('PUT', `/api/ventes/${draft.id}`, { objectiveIds: [ids.objective] });
    const stale = await call('PUT', `/api/ventes/${draft.id}`, { objectiveIds: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_WRITE' });
    expect(saleSchema.parse(stale.json().details.current)).toMatchObject({
      version: 2,
      objectiveIds: [ids.objective],
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/ventes/${draft.id}`,
      headers: { cookie: seller.cookie },
      payload: { objectiveIds: [] },
    });
    expect(missing.statusCode).toBe(409);
  });

  it.each(['signed', 'quality_review', 'validated', 'contract', 'lost'] as const)(
    'refuses to change a sale in status %s (409 SALE_NOT_EDITABLE)',
    async (status) => {
      const draft = await createDraft();
      await forceSaleStatus(t.db, draft.id, status);
      const response = await call('PUT', `/api/ventes/${draft.id}`, { objectiveIds: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toMatchObject({ reason: 'SALE_NOT_EDITABLE', status });
    },
  );

  it('records each save in the history', async () => {
    const draft = await createDraft();
    await call('PUT', `/api/ventes/${draft.id}`, { objectiveIds: [ids.objective] });
    const history = await readHistory(t, seller.cookie, 'sale', draft.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1]?.changes).toHaveProperty('objectiveIds');
  });
});

describe('DELETE /ventes/{id}', () => {
  it.each(['draft', 'quoted', 'lost'] as const)(
    'deletes a %s sale (soft): it is gone from reads',
    async (status) => {
      const draft = await createDraft();
      await forceSaleStatus(t.db, draft.id, status);
      await nextMillisecond();
      const response = await call('DELETE', `/api/ventes/${draft.id}`);
      expect(response.statusCode).toBe(204);
      expect((await call('GET', `/api/ventes/${draft.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/ventes/${draft.id}`)).statusCode).toBe(404);
      const [row] = await t.db.select().from(sales).where(eq(sales.id, draft.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const history = await readHistory(t, seller.cookie, 'sale', draft.id);
      expect(history.at(-1)?.action).toBe('delete');
    },
  );

  it.each(['subscribed', 'documents_sent', 'signed', 'contract'] as const)(
    'refuses to delete a %s sale (409)',
    async (status) => {
      const draft = await createDraft();
      await forceSaleStatus(t.db, draft.id, status);
      const response = await call('DELETE', `/api/ventes/${draft.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toMatchObject({ reason: 'SALE_NOT_EDITABLE', status });
    },
  );
});
