import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@/db/schema/index.ts';
import { createRole, nextPhone, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { waitForLockWaits } from '@/test/lock-waits.ts';
import { crudKeys } from '@/test/record-fixtures.ts';
import { onPostgres } from '@/test/two-instances.ts';

/**
 * A request that PostgreSQL picks as a deadlock's victim had its transaction rolled back whole: it answers 503 with
 * Retry-After (the same request a moment later passes), not 500. Only the PostgreSQL server runs two transactions
 * at once; PGlite has one connection and cannot deadlock.
 */

let t: TestApp;
let adminCookie: string;
let agentRoleId: string;

const nextEmail = () => `ines.${randomUUID().slice(0, 8)}@example.com`;

const putUser = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { cookie: adminCookie }, payload });

describe.skipIf(!onPostgres)('a transaction PostgreSQL rolls back to break a deadlock', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    agentRoleId = (await createRole(t.db, { granted: ['VenteModule:ventes:read'] })).id;
    adminCookie = (
      await signInWithPermissions(t, [...crudKeys('UserModule:users'), 'VenteModule:ventes:read'])
    ).cookie;
  });
  afterAll(() => t?.close());

  it('answers 503 with Retry-After, writes nothing, and passes when sent again', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: adminCookie },
      payload: {
        phone: nextPhone(),
        firstName: 'Inès',
        lastName: 'Morel',
        email: nextEmail(),
        roleId: agentRoleId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = created.json().data as { id: string; email: string; version: number };
    const wanted = nextEmail();

    // The request takes the new address's lock, then waits on the user's row, which this transaction holds; this
    // transaction then asks for the address's lock. The request waited first, so its deadlock check runs first
    // (deadlock_timeout, 1 s) and PostgreSQL rolls it back.
    let answer: ReturnType<typeof putUser> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, before.id)).for('update');
      answer = putUser(before.id, { email: wanted, version: before.version });
      await waitForLockWaits(t.db, 1);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users.email:${wanted}`}))`);
    });
    const refused = await answer;
    if (!refused) throw new Error('the request was not sent');

    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable.',
      details: { retryAfterSeconds: 1 },
      path: `/api/users/${before.id}`,
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, before.id));
    expect(stored).toMatchObject({ email: before.email, version: before.version });
    const audited = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, before.id), eq(auditLog.action, 'update')));
    expect(audited).toEqual([]);

    const retried = await putUser(before.id, { email: wanted, version: before.version });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ email: wanted, version: before.version + 1 });
  });
});
