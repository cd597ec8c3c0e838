import { listResponseSchema, type UserRecord, userRecordSchema } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, teams } from '@/db/schema/index.ts';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { getUser } from './users.service.ts';

// The list route sends the records PostgreSQL wrote as JSON (json_agg) instead of serialising Drizzle's rows
// through the response schema. Both paths must write the same records: this test serialises the same users
// the old way (the record mapping of `getUser`, then the zod response schema) and compares.
let t: TestApp;
let cookie: string;
const listSchema = listResponseSchema(userRecordSchema);

beforeAll(async () => {
  t = await buildTestApp();
  const roleId = (await createRole(t.db, { name: 'lister', granted: ['UserModule:users:read'] })).id;
  const reader = await createUser(t.db, { roleId, firstName: 'Lister' });
  cookie = await signInAs(t, reader.phone);
  const [company] = await t.db.insert(companies).values({ name: 'Société "Générale" \\ Ω' }).returning();
  if (!company) throw new Error('company not created');
  const [team] = await t.db
    .insert(teams)
    .values({ name: 'Équipe\u2028nord 😀', companyId: company.id })
    .returning();
  // Awkward text (quotes, backslashes, accents, emoji, U+2028), null fields, missing relations, and timestamps
  // with microseconds (now()) next to whole ones.
  await t.db.execute(sql`
    insert into users (phone, first_name, last_name, email, photo_url, status, role_id, company_id, team_id,
                       created_at)
    values
      ('+33639000001', 'Zoé', 'O''Brien "the \\ first"', null, null, 'active', ${roleId}, ${company.id}, ${team?.id},
       now()),
      ('+33639000002', 'Ahmed', 'البدري', 'a@example.test', 'https://x.test/p.png', 'disabled', null, null,
       null, timestamptz '2026-01-01 10:00:00.123456+00'),
      ('+33639000003', 'Li', 'Zhang 😀', 'li@example.test', null, 'pending', ${roleId}, ${company.id}, null,
       timestamptz '1999-12-31 23:59:59.999999+02')`);
});
afterAll(() => t.close());

const listBody = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
};

/** The same page serialised the old way: each record as `getUser` maps it, through the response schema. */
const serialisedTheOldWay = async (body: string, relations: string[]) => {
  const page = listSchema.parse(JSON.parse(body));
  const records: UserRecord[] = [];
  for (const { id } of page.data) {
    const { company, team, ...record } = await getUser({ db: t.db, id });
    records.push({
      ...record,
      ...(relations.includes('company') ? { company } : {}),
      ...(relations.includes('team') ? { team } : {}),
    });
  }
  return JSON.stringify(listSchema.encode({ ...page, data: records }));
};

describe('a user list page written by PostgreSQL', () => {
  it.each([
    ['relations=company,team&pageSize=50&sort=lastName', ['company', 'team']],
    ['relations=team&pageSize=2&page=2&sort=createdAt&order=desc', ['team']],
    ['pageSize=50&search=Zo', []],
  ])('serialises %s exactly as the response schema would', async (query, relations) => {
    const body = await listBody(query);
    const page = listSchema.parse(JSON.parse(body));
    expect(page.data.length).toBeGreaterThan(0);
    // Same records, same keys in the same order, same values: only PostgreSQL's whitespace may differ.
    expect(JSON.stringify(JSON.parse(body))).toBe(await serialisedTheOldWay(body, relations));
  });

  it('answers an empty page as an empty array with its envelope', async () => {
    const body = await listBody('pageSize=50&search=nobody-has-this-name');
    expect(JSON.parse(body)).toEqual({ data: [], total: 0, totalIsEstimate: false, page: 1, pageSize: 50 });
  });
});
