import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, nextPhone, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { crudKeys } from '@/test/record-fixtures.ts';
import { onPostgres } from '@/test/two-instances.ts';

/**
 * Two live users may not share an email, even when two administrators save it at the same instant: the writers
 * of one address take turns (`lockEmail`). Only on the PostgreSQL server do the requests really overlap (PGlite
 * runs one transaction at a time); there, without the lock, several of them pass the check.
 */

let t: TestApp;
let adminCookie: string;
let agentRoleId: string;

const nextEmail = () => `nadia.${randomUUID().slice(0, 8)}@example.com`;

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: adminCookie }, payload });

const newUser = (email: string) => ({
  phone: nextPhone(),
  firstName: 'Nadia',
  lastName: 'Benali',
  email,
  roleId: agentRoleId,
});

const expectOneThrough = (responses: { statusCode: number; json: () => { code?: string } }[], ok: number) => {
  expect(responses.map((response) => response.statusCode).sort()).toEqual(
    [ok, ...Array<number>(responses.length - 1).fill(409)].sort(),
  );
  for (const response of responses.filter((response) => response.statusCode === 409))
    expect(response.json().code).toBe('EMAIL_ALREADY_IN_USE');
};

describe.skipIf(!onPostgres)('simultaneous writes of one email', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    agentRoleId = (await createRole(t.db, { granted: ['VenteModule:ventes:read'] })).id;
    adminCookie = (
      await signInWithPermissions(t, [...crudKeys('UserModule:users'), 'VenteModule:ventes:read'])
    ).cookie;
  });
  afterAll(() => t?.close());

  it('let one of four creations through (in any case of the address), the others 409', async () => {
    const email = nextEmail();
    const responses = await Promise.all(
      [email, email.toUpperCase(), email, email].map((address) => post(newUser(address))),
    );
    expectOneThrough(responses, 201);
  });

  it('let one of four edits give the address to a user, the others 409', async () => {
    const created = await Promise.all(Array.from({ length: 4 }, () => post(newUser(nextEmail()))));
    const email = nextEmail();
    const responses = await Promise.all(
      created.map((response) => {
        const { id, version } = response.json().data as { id: string; version: number };
        return t.app.inject({
          method: 'PUT',
          url: `/api/users/${id}`,
          headers: { cookie: adminCookie },
          payload: { email, version },
        });
      }),
    );
    expectOneThrough(responses, 200);
  });
});
