import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { assertNameCollation } from './lists.ts';

/** Issue 7: lists sort names as a French reader expects, on PGlite and on PostgreSQL alike. */
let t: TestApp;
let rootCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const root = await createUser(t.db, { roleId: (await createRole(t.db, { name: 'root' })).id });
  rootCookie = await signInAs(t, root.phone);
  for (const name of ['Premium', 'Éco', 'Conseiller', 'admin', 'eco', 'Zen', 'élan'])
    await createRole(t.db, { name });
});
afterAll(() => t.close());

const names = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: rootCookie } });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { name: string }[])
    .map((row) => row.name)
    .filter((name) => name !== 'root');
};

describe('list order', () => {
  it('puts accents and letter case where a French reader looks for them', async () => {
    const ascending = await names('/api/roles?sort=name&pageSize=100');
    expect(ascending).toEqual(['admin', 'Conseiller', 'eco', 'Éco', 'élan', 'Premium', 'Zen']);
    const descending = await names('/api/roles?sort=name&order=desc&pageSize=100');
    expect(descending).toEqual([...ascending].reverse());
  });

  it('sorts by name when no sort is asked for, and leaves dates alone', async () => {
    expect((await names('/api/roles?pageSize=100'))[0]).toBe('admin');
    expect(await names('/api/roles?sort=createdAt&pageSize=100')).toHaveLength(7);
  });

  it('finds the collation it needs in the database', async () => {
    await expect(assertNameCollation(t.db)).resolves.toBeUndefined();
  });
});
