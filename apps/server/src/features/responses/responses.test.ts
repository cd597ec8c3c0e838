import type { ResponseListResponse } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { questions } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  createOrganisation,
  insertSale,
  type Member,
  type Organisation,
  signInMember,
} from '@/test/sale-fixtures.ts';
import { findResponses } from './responses-list.service.ts';

/** `/api/responses` (issue 12): the answers across sales, their filters, the caller's scope, the CSV. */

const KEYS = ['ResponsesModule:responses:read'];
let t: TestApp;
let org: Organisation;
let seller: Member;
let sister: Member;
let manager: Member;
const q: Record<'age' | 'smoker' | 'needs' | 'auto', string> = { age: '', smoker: '', needs: '', auto: '' };

const list = async (member: Member, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/responses?pageSize=100${query}`,
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ResponseListResponse;
};

beforeAll(async () => {
  t = await buildTestApp();
  org = await createOrganisation(t.db);
  seller = await signInMember(t, { granted: KEYS, companyId: org.homeId, teamId: org.teamId });
  sister = await signInMember(t, {
    granted: KEYS,
    companyId: org.homeId,
    teamId: org.sisterTeamId,
    firstName: 'Sister',
  });
  manager = await signInMember(t, {
    granted: KEYS,
    dataScope: 'company',
    companyId: org.homeId,
    teamId: org.teamId,
    firstName: 'Manager',
  });
  const inserted = await t.db
    .insert(questions)
    .values([
      { label: 'Age of the eldest', type: 'number', order: 1 },
      {
        label: 'Smoker',
        type: 'radio',
        order: 2,
        answerOptions: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      },
      {
        label: 'Needs',
        type: 'checkbox',
        order: 3,
        answerOptions: [
          { value: 'dental', label: 'Dental care' },
          { value: 'optical', label: 'Glasses' },
        ],
        providerGammes: { actudata: ['SANTE_ESSENTIEL'] },
      },
      { label: 'Car model', type: 'text', order: 4, providerGammes: { actudata: ['AUTO'] } },
    ])
    .returning({ id: questions.id });
  [q.age, q.smoker, q.needs, q.auto] = inserted.map((row) => row.id) as [string, string, string, string];
  const gamme = { providerType: 'actudata', gammeCode: 'SANTE_ESSENTIEL' };
  await insertSale(t.db, seller.user, {
    ...gamme,
    answers: { [q.age]: '62', [q.smoker]: 'no', [q.needs]: ['dental', 'optical'] },
    createdAt: new Date('2026-03-10T10:00:00Z'),
  });
  await insertSale(t.db, seller.user, {
    ...gamme,
    answers: { [q.age]: '=HYPERLINK("x")', [q.smoker]: 'yes', [q.needs]: ['optical'] },
    createdAt: new Date('2026-04-02T10:00:00Z'),
  });
  await insertSale(t.db, sister.user, {
    providerType: 'actudata',
    gammeCode: 'AUTO',
    answers: { [q.auto]: 'Renault Clio', [q.smoker]: 'no' },
    createdAt: new Date('2026-04-20T10:00:00Z'),
  });
  // Without answers: never a row.
  await insertSale(t.db, seller.user, gamme);
});
afterAll(() => t.close());

describe('the list', () => {
  it("shows each caller the answers of their scope's sales, newest first, keyed by question id", async () => {
    const own = await list(seller);
    expect(own.total).toBe(2);
    expect(own.data[0]?.answers[q.smoker]).toBe('yes');
    expect(own.data[1]?.answers[q.needs]).toEqual(['dental', 'optical']);
    expect(own.data[0]?.agent).toEqual({ id: seller.user.id, name: 'Seller Test' });
    expect((await list(manager)).total).toBe(3);
  });

  it("gives one column per question of the chosen gamme, the gamme's own and the general ones", async () => {
    const health = await list(manager, '&providerType=actudata&gammeCode=SANTE_ESSENTIEL');
    expect(health.total).toBe(2);
    const ids = health.questions.map((question) => question.id);
    expect(ids).toEqual(expect.arrayContaining([q.age, q.smoker, q.needs]));
    expect(ids).not.toContain(q.auto);
    expect(health.questions.find((question) => question.id === q.needs)?.options).toHaveLength(2);
    const everything = await list(manager);
    expect(everything.questions.map((question) => question.id)).toEqual(expect.arrayContaining([q.auto]));
  });

  it('filters by question and answer, by any answer, by date range and by agent', async () => {
    expect((await list(manager, `&questionId=${q.smoker}&answer=no`)).total).toBe(2);
    expect((await list(manager, `&questionId=${q.needs}&answer=dental`)).total).toBe(1);
    expect((await list(manager, '&answer=clio')).total).toBe(1);
    expect((await list(manager, `&questionId=${q.auto}`)).total).toBe(1);
    expect((await list(manager, '&from=2026-04-01&to=2026-04-10')).total).toBe(1);
    expect((await list(manager, `&agentId=${sister.user.id}`)).total).toBe(1);
    // The sister's sale is outside a seller's own scope, whatever the filter.
    expect((await list(seller, `&agentId=${sister.user.id}`)).total).toBe(0);
  });

  it('takes a product line as its sub-lines too, a sub-line as itself', async () => {
    await insertSale(t.db, sister.user, {
      providerType: 'actudata',
      gammeCode: 'AUTO.PREMIUM',
      answers: { [q.auto]: 'Peugeot 208' },
    });
    const line = await list(manager, '&providerType=actudata&gammeCode=AUTO');
    expect(line.total).toBe(2);
    expect(line.questions.map((question) => question.id)).toContain(q.auto);
    expect((await list(manager, '&gammeCode=AUTO.PREMIUM')).total).toBe(1);
  });

  it('answers 400 naming the failing fields, 403 without the module key', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/responses?questionId=nope&from=2026-05-01&to=2026-04-01',
      headers: { cookie: manager.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().details.fields as { path: string }[]).map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['questionId']));
    const outsider = await signInMember(t, {
      granted: ['VenteModule:ventes:read'],
      companyId: null,
      teamId: null,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/responses',
      headers: { cookie: outsider.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the CSV export', () => {
  it('has one column per question headed by its label, choices by label, formulas defused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/responses/export?providerType=actudata&gammeCode=SANTE_ESSENTIEL',
      headers: { cookie: manager.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['x-export-rows']).toBe('2');
    const parsed = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(
      expect.arrayContaining(['sale_number', 'agent', 'Age of the eldest', 'Smoker', 'Needs']),
    );
    expect(parsed.meta.fields).not.toContain('Car model');
    const [newest, oldest] = parsed.data;
    expect(newest?.['Age of the eldest']).toBe('\'=HYPERLINK("x")');
    expect(newest?.Smoker).toBe('Yes');
    expect(oldest?.Needs).toBe('Dental care, Glasses');
  });
});

describe('at a few thousand sales', () => {
  it('reads a page in a fixed number of statements, never one per row', async () => {
    const rows = 3_000;
    await t.db.execute(sql`
      insert into sales (seller_id, team_id, company_id, channel, provider_type, gamme_code, answers)
      select ${seller.user.id}, ${org.teamId}, ${org.homeId}, 'in_person', 'actudata', 'SANTE_ESSENTIEL',
        jsonb_build_object(${q.age}::text, (20 + i % 60)::text, ${q.smoker}::text, case when i % 2 = 0 then 'yes' else 'no' end)
      from generate_series(1, ${rows}) i`);
    const actor = (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: manager.cookie } })
    ).json().data;
    const select = vi.spyOn(t.db, 'select');
    const execute = vi.spyOn(t.db, 'execute');
    const page = await findResponses({
      db: t.db,
      actor,
      query: { page: 2, pageSize: 100, order: 'asc', gammeCode: 'SANTE_ESSENTIEL' },
    });
    expect(page.data).toHaveLength(100);
    expect(page.total).toBe(rows + 2);
    // The questions, the page (sales joined to their seller) and the count.
    expect(select).toHaveBeenCalledTimes(3);
    expect(execute).not.toHaveBeenCalled();
    select.mockRestore();
    execute.mockRestore();
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/responses/export?gammeCode=SANTE_ESSENTIEL',
      headers: { cookie: manager.cookie },
    });
    expect(exported.headers['x-export-rows']).toBe(String(rows + 2));
  });
});
