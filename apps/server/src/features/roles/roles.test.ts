import { randomUUID } from 'node:crypto';
import { buildPermissionsMap, grantedKeys } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/index.ts';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { callerFor, crudKeys, readHistory } from '@/test/record-fixtures.ts';

let t: TestApp;
let adminCookie: string;
let admin: { id: string };
let rootRoleId: string;

beforeAll(async () => {
  t = await buildTestApp();
  rootRoleId = (await createRole(t.db, { name: 'root' })).id;
  const adminRole = await createRole(t.db, {
    name: 'admin',
    granted: [
      ...crudKeys('RoleModule:roles'),
      'UserModule:users:delete',
      'AdminModule:audit-log:read',
      // The keys its tests grant: nobody grants more than they hold.
      'VenteModule:ventes:read',
      'QuestionsModule:questions:read',
    ],
  });
  const adminUser = await createUser(t.db, { roleId: adminRole.id, firstName: 'Julien' });
  admin = adminUser;
  adminCookie = await signInAs(t, adminUser.phone);
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const call = callerFor(() => ({ testApp: t, cookie: adminCookie }));

const createThroughApi = async (payload: Record<string, unknown>) => {
  const response = await call('POST', '/api/roles', payload);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; name: string };
};

const historyOf = (entityId: string) => readHistory(t, adminCookie, 'role', entityId);

describe('POST /api/roles', () => {
  it('stores only registry keys filed where they belong, with every other key false', async () => {
    const response = await call('POST', '/api/roles', {
      name: 'Sales reader',
      description: 'Reads sales and questions',
      permissions: {
        VenteModule: { ventes: { 'VenteModule:ventes:read': true, 'VenteModule:ventes:fly': true } },
        QuestionsModule: {
          questions: { 'QuestionsModule:questions:read': true, 'UserModule:users:read': true },
        },
        MadeUpModule: { things: { 'MadeUpModule:things:read': true } },
      },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Sales reader', dataScope: 'own', userCount: 0 });
    expect(data.permissions).toEqual(
      buildPermissionsMap(['VenteModule:ventes:read', 'QuestionsModule:questions:read']),
    );

    const [entry] = await historyOf(data.id);
    expect(entry).toMatchObject({
      action: 'create',
      actor: { id: admin.id },
      changes: {
        name: { before: null, after: 'Sales reader' },
        permissions: { before: null, after: ['QuestionsModule:questions:read', 'VenteModule:ventes:read'] },
      },
    });
  });

  it('answers 400 naming the fields when the name is empty or the data scope unknown', async () => {
    const response = await call('POST', '/api/roles', { name: ' ', dataScope: 'galaxy' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['dataScope', 'name']);
  });

  it('answers 409 when the name is taken in any letter case or is root', async () => {
    await createThroughApi({ name: 'Quality' });
    const duplicate = await call('POST', '/api/roles', { name: 'quality' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'CONFLICT',
      message: "A role named 'quality' already exists.",
    });
    const root = await call('POST', '/api/roles', { name: 'Root' });
    expect(root.statusCode).toBe(409);
    expect(root.json().message).toBe("The name 'Root' is reserved.");
  });
});

describe('GET /api/roles', () => {
  it('pages and searches roles and counts their live users', async () => {
    const role = await createThroughApi({ name: 'Counted team lead', dataScope: 'team' });
    await createUser(t.db, { roleId: role.id });
    await createUser(t.db, { roleId: role.id });
    const gone = await createUser(t.db, { roleId: role.id });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const response = await call('GET', '/api/roles?search=counted&pageSize=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 5,
      data: [{ id: role.id, dataScope: 'team', userCount: 2 }],
    });

    const sorted = await call('GET', '/api/roles?sort=name&order=desc&pageSize=2');
    const names = sorted.json().data.map((item: { name: string }) => item.name);
    // Names sort as a French reader expects, letter case and accents aside (platform/lists.ts).
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')).reverse());
    expect(sorted.json().total).toBeGreaterThan(2);
  });

  it('answers one role, or 404 when it does not exist', async () => {
    const role = await createThroughApi({ name: 'Lookup' });
    expect((await call('GET', `/api/roles/${role.id}`)).json().data).toMatchObject({
      name: 'Lookup',
      userCount: 0,
    });
    const missing = await call('GET', `/api/roles/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Role not found.');
  });
});

describe('GET /api/roles/:id/users', () => {
  it('pages the live users holding the role', async () => {
    const role = await createThroughApi({ name: 'Members' });
    for (const firstName of ['Anna', 'Bruno', 'Chloé'])
      await createUser(t.db, { roleId: role.id, firstName });
    const response = await call('GET', `/api/roles/${role.id}/users?sort=firstName&pageSize=2&page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 3,
      page: 2,
      data: [{ firstName: 'Chloé', role: { id: role.id, name: 'Members' } }],
    });
  });

  it('answers 404 when the role does not exist', async () => {
    expect((await call('GET', `/api/roles/${randomUUID()}/users`)).statusCode).toBe(404);
  });
});

describe('PUT /api/roles/:id', () => {
  it('changes the fields sent, records the change, and applies it to holders on their next request', async () => {
    const role = await createThroughApi({ name: 'Growing', permissions: buildPermissionsMap([]) });
    const holder = await createUser(t.db, { roleId: role.id });
    const holderCookie = await signInAs(t, holder.phone);
    expect((await call('GET', '/api/roles', undefined, holderCookie)).statusCode).toBe(403);

    const response = await call('PUT', `/api/roles/${role.id}`, {
      name: 'Grown',
      dataScope: 'company',
      permissions: buildPermissionsMap(['RoleModule:roles:read']),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Grown', dataScope: 'company', description: '' });
    expect(grantedKeys(response.json().data.permissions)).toEqual(['RoleModule:roles:read']);
    expect((await call('GET', '/api/roles', undefined, holderCookie)).statusCode).toBe(200);

    const history = await historyOf(role.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1]?.changes).toEqual({
      name: { before: 'Growing', after: 'Grown' },
      dataScope: { before: 'own', after: 'company' },
      permissions: { before: [], after: ['RoleModule:roles:read'] },
    });
  });

  it('answers 409 when the new name belongs to another role', async () => {
    await createThroughApi({ name: 'Taken name' });
    const role = await createThroughApi({ name: 'Free name' });
    const response = await call('PUT', `/api/roles/${role.id}`, { name: 'Taken Name' });
    expect(response.statusCode).toBe(409);
    const same = await call('PUT', `/api/roles/${role.id}`, { name: 'Free name', description: 'Same name' });
    expect(same.statusCode).toBe(200);
  });

  it('answers 409 when anyone tries to rename, edit or delete root', async () => {
    for (const payload of [{ name: 'superuser' }, { description: 'Changed' }]) {
      const response = await call('PUT', `/api/roles/${rootRoleId}`, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'The root role cannot be changed.',
      });
    }
    const deleted = await call('DELETE', `/api/roles/${rootRoleId}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('The root role cannot be deleted.');
  });

  it('answers 404 when the role does not exist', async () => {
    expect((await call('PUT', `/api/roles/${randomUUID()}`, { name: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/roles/:id', () => {
  it('answers 409 with the number of holders when live users still hold the role', async () => {
    const role = await createThroughApi({ name: 'Busy' });
    await createUser(t.db, { roleId: role.id });
    await createUser(t.db, { roleId: role.id });
    const response = await call('DELETE', `/api/roles/${role.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This role is still assigned to 2 user(s).',
      details: { reason: 'ROLE_IN_USE', count: 2 },
    });
  });

  it('deletes a role only deleted users held and records it', async () => {
    const role = await createThroughApi({ name: 'Retired' });
    const leaver = await createUser(t.db, { roleId: role.id });
    expect((await call('DELETE', `/api/users/${leaver.id}`)).statusCode).toBe(204);

    expect((await call('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/roles/${role.id}`)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(users).where(eq(users.id, leaver.id));
    expect(kept).toMatchObject({ roleId: null, deletedAt: expect.any(Date) });
    expect((await historyOf(role.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await call('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(404);
  });
});
