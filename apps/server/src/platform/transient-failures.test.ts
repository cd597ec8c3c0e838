import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import { createRole, nextPhone, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { waitForLockWaits } from '@/test/lock-waits.ts';
import { crudKeys } from '@/test/record-fixtures.ts';
import { onPostgres } from '@/test/two-instances.ts';

/**
 * A request that PostgreSQL picks as a deadlock's victim had its transaction rolled back: it answers 503 with
 * Retry-After (the same request a moment later passes), not 500. Only the PostgreSQL server runs two transactions
 * at once; PGlite has one connection and cannot deadlock, so the other failures are thrown by routes of the test's
 * own, as the driver throws them.
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

/** An error shaped as node-postgres and Drizzle throw it: Drizzle's wrapper, the driver's error with its code. */
const wrappedFailure = (code: string) =>
  Object.assign(new Error('Failed query: update users ...'), {
    cause: Object.assign(new Error('failed'), { code }),
  });

describe('failures that a moment cures, and those it does not', () => {
  let routes: TestApp;
  let cookie: string;
  beforeAll(async () => {
    routes = await buildTestApp({}, async (api) => {
      const failing = (path: string, error: () => Error) =>
        api.get(path, { config: { permission: 'authenticated' } }, async () => {
          throw error();
        });
      failing('/test/serialization-failure', () => wrappedFailure('40001'));
      failing('/test/database-restarting', () => wrappedFailure('57P01'));
      failing('/test/connection-lost', () => wrappedFailure('08006'));
      failing('/test/constraint', () => wrappedFailure('23514'));
      // Fastify's answer to a client that went away mid-body: the socket's reset, as a 400.
      failing('/test/client-aborted', () =>
        Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 }),
      );
      failing(
        '/test/service-refusal',
        () =>
          new AppError('SERVICE_UNAVAILABLE', {
            message: 'The file storage is unavailable.',
            cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
          }),
      );
    });
    cookie = (await signInWithPermissions(routes, [])).cookie;
  });
  afterAll(() => routes?.close());

  const get = (path: string) =>
    routes.app.inject({ method: 'GET', url: `/api/test/${path}`, headers: { cookie } });

  it.each(['serialization-failure', 'database-restarting', 'connection-lost'])(
    'answers %s with 503',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { retryAfterSeconds: 1 },
      });
    },
  );

  it('keeps 500 for a failure that will happen again', async () => {
    const response = await get('constraint');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL', message: 'An unexpected error occurred.' });
  });

  it("keeps Fastify's 400 for a client that went away, and a service's own refusal as it is", async () => {
    expect((await get('client-aborted')).statusCode).toBe(400);
    const refused = await get('service-refusal');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(refused.json()).toMatchObject({ message: 'The file storage is unavailable.' });
  });
});
