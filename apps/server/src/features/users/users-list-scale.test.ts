import { EXACT_COUNT_LIMIT } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetListEstimates } from '@/platform/list-totals.ts';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';

// More live users than the exact-count limit: the list must estimate its total and still page correctly.
const GENERATED = EXACT_COUNT_LIMIT + 40;
let t: TestApp;
let cookie: string;

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { lastName: string; id: string }[];
    total: number;
    totalIsEstimate?: boolean;
  }>();
};

beforeAll(async () => {
  t = await buildTestApp();
  forgetListEstimates();
  const roleId = (await createRole(t.db, { name: 'reader', granted: ['UserModule:users:read'] })).id;
  const reader = await createUser(t.db, { roleId, firstName: 'Rita' });
  cookie = await signInAs(t, reader.phone);
  await t.db.execute(sql`
    insert into users (phone, first_name, last_name, status)
    select '+3363' || lpad(i::text, 8, '0'), 'Generated', 'Name ' || lpad((i % 700)::text, 3, '0'), 'active'
    from generate_series(1, ${GENERATED}) i`);
  await t.db.execute(sql`analyze users`);
});
afterAll(() => t.close());

describe('a list larger than the exact-count limit', () => {
  it('reports an estimated total above the limit', async () => {
    const page = await list('pageSize=50&sort=lastName');
    expect(page.totalIsEstimate).toBe(true);
    // The planner's estimate of every live user, not of the bounded count's LIMIT (EXACT_COUNT_LIMIT + 1).
    expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT + 1);
  });

  it('counts exactly once a filter narrows the list below the limit', async () => {
    const page = await list('pageSize=50&search=Rita');
    expect(page).toMatchObject({ total: 1, totalIsEstimate: false });
  });

  it('serves a deep page in the same order as walking every page', async () => {
    const perPage = 100;
    const deepPage = 90;
    const deep = await list(`pageSize=${perPage}&page=${deepPage}&sort=lastName&order=desc`);
    const before = await list(`pageSize=${perPage}&page=${deepPage - 1}&sort=lastName&order=desc`);
    const lastBefore = before.data.at(-1);
    const firstDeep = deep.data[0];
    expect(deep.data).toHaveLength(perPage);
    expect(lastBefore && firstDeep).toBeTruthy();
    // Descending by last name, ties by descending id: the deep page continues exactly where the one before ended.
    const key = (row: { lastName: string; id: string }) => [row.lastName, row.id] as const;
    const [lastName, lastId] = key(lastBefore as { lastName: string; id: string });
    const [firstName, firstId] = key(firstDeep as { lastName: string; id: string });
    expect(firstName < lastName || (firstName === lastName && firstId < lastId)).toBe(true);
    const seen = new Set(before.data.map((row) => row.id));
    expect(deep.data.some((row) => seen.has(row.id))).toBe(false);
  });

  it('serves a remembered page boundary with the same rows as counting from the start', async () => {
    const query = 'pageSize=50&sort=createdAt&order=desc';
    await list(`${query}&page=150`);
    const fromBoundary = await list(`${query}&page=151`);
    const again = await list(`${query}&page=150`);
    forgetListEstimates();
    const fromOffset = await list(`${query}&page=151`);
    const offsetBefore = await list(`${query}&page=150`);
    expect(fromBoundary.data.map((row) => row.id)).toEqual(fromOffset.data.map((row) => row.id));
    expect(again.data.map((row) => row.id)).toEqual(offsetBefore.data.map((row) => row.id));
  });

  it('gives the exact total on the last, short page', async () => {
    const perPage = 100;
    const lastPage = Math.ceil((GENERATED + 1) / perPage);
    const page = await list(`pageSize=${perPage}&page=${lastPage}&sort=lastName`);
    expect(page).toMatchObject({ total: GENERATED + 1, totalIsEstimate: false });
  });
});
