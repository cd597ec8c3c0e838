import { buildPermissionsMap } from '@brokerage/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { injectWithVersion } from '@/test/versions.ts';

/** Issue 8: nobody grants more than they hold, and nobody raises their own role. */
let t: TestApp;
let delegate: { id: string; roleId: string; cookie: string };
let rootCookie: string;
let rootUserId: string;

const DELEGATE_KEYS = [
  'RoleModule:roles:read',
  'RoleModule:roles:create',
  'RoleModule:roles:update',
  'UserModule:users:read',
  'UserModule:users:create',
  'UserModule:users:update',
];

beforeAll(async () => {
  t = await buildTestApp();
  const rootRole = await createRole(t.db, { name: 'root' });
  const rootUser = await createUser(t.db, { roleId: rootRole.id });
  rootUserId = rootUser.id;
  rootCookie = await signInAs(t, rootUser.phone);
  const role = await createRole(t.db, { granted: DELEGATE_KEYS });
  const user = await createUser(t.db, { roleId: role.id });
  delegate = { id: user.id, roleId: role.id, cookie: await signInAs(t, user.phone) };
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const call = (method: 'POST' | 'PUT', url: string, payload: object, cookie = delegate.cookie) =>
  injectWithVersion(t, { method, url, headers: { cookie }, payload });

const expectRefused = (response: { statusCode: number; json: () => unknown }, reason: string) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason } });
};

describe('creating and editing roles', () => {
  it('refuses a new role granting a key the actor lacks, naming the keys', async () => {
    const response = await call('POST', '/api/roles', {
      name: 'raised',
      permissions: buildPermissionsMap(['UserModule:users:read', 'RoleModule:roles:delete']),
    });
    expectRefused(response, 'GRANT_EXCEEDS_OWN_PERMISSIONS');
    expect(response.json().details.keys).toEqual(['RoleModule:roles:delete']);
  });

  it('creates a role within the actor’s own keys', async () => {
    const response = await call('POST', '/api/roles', {
      name: 'subset',
      permissions: buildPermissionsMap(['UserModule:users:read']),
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses an edit adding a key the actor lacks, yet lets them edit a richer role within their keys', async () => {
    const rich = await createRole(t.db, { granted: ['UserModule:users:read', 'RoleModule:roles:delete'] });
    const raise = await call('PUT', `/api/roles/${rich.id}`, {
      permissions: buildPermissionsMap(['UserModule:users:read', 'AdminModule:audit-log:read']),
    });
    expectRefused(raise, 'GRANT_EXCEEDS_OWN_PERMISSIONS');
    // Keeping the key root granted, or dropping it, grants nothing new.
    const keep = await call('PUT', `/api/roles/${rich.id}`, {
      description: 'kept',
      permissions: buildPermissionsMap(['UserModule:users:read', 'RoleModule:roles:delete']),
    });
    expect(keep.statusCode).toBe(200);
    const drop = await call('PUT', `/api/roles/${rich.id}`, {
      permissions: buildPermissionsMap(['UserModule:users:read']),
    });
    expect(drop.statusCode).toBe(200);
  });

  it('refuses any edit of the role the actor holds, and lets root edit its own way', async () => {
    const response = await call('PUT', `/api/roles/${delegate.roleId}`, { description: 'mine' });
    expectRefused(response, 'OWN_ROLE_LOCKED');
    const byRoot = await call(
      'PUT',
      `/api/roles/${delegate.roleId}`,
      { permissions: buildPermissionsMap([...DELEGATE_KEYS, 'AdminModule:audit-log:read']) },
      rootCookie,
    );
    expect(byRoot.statusCode).toBe(200);
  });
});

describe('assigning roles to users', () => {
  const richerRole = () => createRole(t.db, { granted: [...DELEGATE_KEYS, 'RoleModule:roles:delete'] });

  it('refuses to create a user with a role holding keys the actor lacks', async () => {
    const role = await richerRole();
    const response = await call('POST', '/api/users', {
      phone: '+33639981234',
      firstName: 'New',
      lastName: 'Person',
      roleId: role.id,
    });
    expectRefused(response, 'ROLE_EXCEEDS_OWN_PERMISSIONS');
  });

  it('refuses to give an existing user such a role, and allows a role within the actor’s keys', async () => {
    const target = await createUser(t.db, { roleId: (await createRole(t.db, { granted: [] })).id });
    const raise = await call('PUT', `/api/users/${target.id}`, { roleId: (await richerRole()).id });
    expectRefused(raise, 'ROLE_EXCEEDS_OWN_PERMISSIONS');
    const modest = await createRole(t.db, { granted: ['UserModule:users:read'] });
    expect((await call('PUT', `/api/users/${target.id}`, { roleId: modest.id })).statusCode).toBe(200);
  });

  it('refuses to approve a registration with such a role', async () => {
    const pending = await createUser(t.db, { status: 'pending' });
    const response = await call('POST', `/api/users/${pending.id}/approve`, {
      roleId: (await richerRole()).id,
    });
    expectRefused(response, 'ROLE_EXCEEDS_OWN_PERMISSIONS');
  });

  it('refuses a change of the actor’s own role assignment, even to a lesser role', async () => {
    const lesser = await createRole(t.db, { granted: ['UserModule:users:read'] });
    const response = await call('PUT', `/api/users/${delegate.id}`, { roleId: lesser.id });
    expectRefused(response, 'OWN_ROLE_ASSIGNMENT_LOCKED');
    // Sending the role one already holds (a full form save) changes nothing and passes.
    const same = await call('PUT', `/api/users/${delegate.id}`, { roleId: delegate.roleId, firstName: 'Me' });
    expect(same.statusCode).toBe(200);
  });

  it('lets root change its own assignment', async () => {
    const rootRoleId = (await createRole(t.db, { name: 'root' })).id;
    const response = await call('PUT', `/api/users/${rootUserId}`, { roleId: rootRoleId }, rootCookie);
    expect(response.statusCode).toBe(200);
  });
});
