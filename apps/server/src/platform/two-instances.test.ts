import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestAppOn, type TestApp } from '@/test/build-app.ts';
import { insertStaffUser, requestVerificationCode } from '@/test/identity-helpers.ts';
import { createPostgresTestDatabase } from '@/test/test-database.ts';

/**
 * DESIGN §9: any number of instances share one PostgreSQL. Two apps with their own connection pools on one
 * database must agree at once on sessions, rate limits and disabled users, since none of them is kept in memory.
 * PGlite is one process's embedded database, so the claim has no meaning there: the file runs on PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL database (skipped on PGlite: one process, one database)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const database = await createPostgresTestDatabase();
      drop = database.drop;
      const first = await openDatabase({ url: database.url, poolSize: 4 });
      await first.migrate();
      a = await buildTestAppOn(first);
      b = await buildTestAppOn(await openDatabase({ url: database.url, poolSize: 4 }));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
    });

    const me = (instance: TestApp, cookie: string) =>
      instance.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

    it('honours on B a session created on A', async () => {
      const role = await createRole(a.db, { granted: ['UserModule:users:read'] });
      const user = await createUser(a.db, { roleId: role.id });
      const cookie = await signInAs(a, user.phone);
      const response = await me(b, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.stringify(response.json())).toContain(user.id);
    });

    it('applies on B a rate limit counted on A', async () => {
      const phone = '+33639987777';
      await insertStaffUser(a.db, phone);
      const first = await requestVerificationCode(a.app, { phoneNumber: phone });
      expect(first.statusCode, first.body).toBe(200);
      // One code per number per minute: B sees the code A just sent.
      const second = await requestVerificationCode(b.app, { phoneNumber: phone });
      expect(second.statusCode, second.body).toBe(429);
      expect(second.json().code).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    });

    it('refuses on B, at once, a user disabled through A', async () => {
      const admin = await createRole(a.db, { granted: ['UserModule:users:read', 'UserModule:users:update'] });
      const adminUser = await createUser(a.db, { roleId: admin.id });
      const adminCookie = await signInAs(a, adminUser.phone);
      const staff = await createRole(a.db, { granted: ['UserModule:users:read'] });
      const target = await createUser(a.db, { roleId: staff.id });
      const targetCookie = await signInAs(a, target.phone);
      expect((await me(b, targetCookie)).statusCode).toBe(200);

      const disabled = await a.app.inject({
        method: 'PUT',
        url: `/api/users/${target.id}`,
        headers: { cookie: adminCookie },
        payload: { status: 'disabled', version: target.version },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      const refused = await me(b, targetCookie);
      expect(refused.statusCode).toBe(401);
      const listed = await b.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { cookie: targetCookie },
      });
      expect(listed.statusCode).toBe(401);
    });
  },
);
