import { describe, expect, it } from 'vitest';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import type { TestApp } from '@/test/build-app.ts';
import { insertStaffUser, requestVerificationCode } from '@/test/identity-helpers.ts';
import { onPostgres, startTwoInstances } from '@/test/two-instances.ts';

/**
 * DESIGN §9: any number of instances share one PostgreSQL. Two apps with their own connection pools on one
 * database must agree at once on sessions, rate limits and disabled users, since none of them is kept in memory.
 * PGlite is one process's embedded database, so the claim has no meaning there: the file runs on PostgreSQL only.
 */
describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL database (skipped on PGlite: one process, one database)',
  () => {
    const apps = startTwoInstances();

    const me = (instance: TestApp, cookie: string) =>
      instance.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

    it('honours on B a session created on A', async () => {
      const role = await createRole(apps.a.db, { granted: ['UserModule:users:read'] });
      const user = await createUser(apps.a.db, { roleId: role.id });
      const cookie = await signInAs(apps.a, user.phone);
      const response = await me(apps.b, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.stringify(response.json())).toContain(user.id);
    });

    it('applies on B a rate limit counted on A', async () => {
      const phone = '+33639987777';
      await insertStaffUser(apps.a.db, phone);
      const first = await requestVerificationCode(apps.a.app, { phoneNumber: phone });
      expect(first.statusCode, first.body).toBe(200);
      // One code per number per minute: B sees the code A just sent.
      const second = await requestVerificationCode(apps.b.app, { phoneNumber: phone });
      expect(second.statusCode, second.body).toBe(429);
      expect(second.json().code).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    });

    it('refuses on B, at once, a user disabled through A', async () => {
      const admin = await createRole(apps.a.db, {
        granted: ['UserModule:users:read', 'UserModule:users:update'],
      });
      const adminUser = await createUser(apps.a.db, { roleId: admin.id });
      const adminCookie = await signInAs(apps.a, adminUser.phone);
      const staff = await createRole(apps.a.db, { granted: ['UserModule:users:read'] });
      const target = await createUser(apps.a.db, { roleId: staff.id });
      const targetCookie = await signInAs(apps.a, target.phone);
      expect((await me(apps.b, targetCookie)).statusCode).toBe(200);

      const disabled = await apps.a.app.inject({
        method: 'PUT',
        url: `/api/users/${target.id}`,
        headers: { cookie: adminCookie },
        payload: { status: 'disabled', version: target.version },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      const refused = await me(apps.b, targetCookie);
      expect(refused.statusCode).toBe(401);
      const listed = await apps.b.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { cookie: targetCookie },
      });
      expect(listed.statusCode).toBe(401);
    });
  },
);
