import { MODULE_NAMES } from '@brokerage/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRole, createUser, signInAs, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';

let t: TestApp;
let rootCookie: string;
let root: { id: string; phone: string };
let memberCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const rootRole = await createRole(t.db, { name: 'root' });
  root = await createUser(t.db, { roleId: rootRole.id, firstName: 'Camille' });
  rootCookie = await signInAs(t, root.phone);
  // A non-root user who may read users and even holds the modules key: only root may switch modules.
  memberCookie = (
    await signInWithPermissions(t, [
      'UserModule:users:read',
      'ModulesModule:modules:update',
      'RoleModule:roles:read',
    ])
  ).cookie;
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const setModule = (name: string, payload: object, cookie = rootCookie) =>
  t.app.inject({ method: 'PUT', url: `/api/modules/${name}`, headers: { cookie }, payload });
const moduleNames = async (cookie: string) =>
  (await get('/api/modules', cookie)).json().modules.map((module: { name: string }) => module.name);

describe('GET /api/modules', () => {
  it('answers every module enabled, with controllers and action keys, when nothing is switched off', async () => {
    const response = await get('/api/modules', memberCookie);
    expect(response.statusCode).toBe(200);
    const { modules } = response.json();
    expect(modules.map((module: { name: string }) => module.name)).toEqual(MODULE_NAMES);
    expect(modules.find((module: { name: string }) => module.name === 'UserModule')).toEqual({
      name: 'UserModule',
      enabled: true,
      controllers: [{ name: 'users', actions: expect.arrayContaining(['UserModule:users:read']) }],
    });
  });
});

describe('PUT /api/modules/:name', () => {
  it('hides a disabled module from non-root users and refuses them its routes, while root keeps both', async () => {
    const disabled = await setModule('UserModule', { enabled: false });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ name: 'UserModule', enabled: false });

    expect(await moduleNames(memberCookie)).not.toContain('UserModule');
    const refused = await get('/api/users', memberCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Forbidden resource',
      details: { reason: 'MODULE_DISABLED', module: 'UserModule' },
    });
    // Other modules are untouched.
    expect((await get('/api/roles', memberCookie)).statusCode).toBe(200);

    const rootView = (await get('/api/modules', rootCookie)).json().modules;
    expect(rootView).toHaveLength(MODULE_NAMES.length);
    expect(rootView.find((module: { name: string }) => module.name === 'UserModule').enabled).toBe(false);
    expect((await get('/api/users', rootCookie)).statusCode).toBe(200);

    expect((await setModule('UserModule', { enabled: true })).statusCode).toBe(200);
    expect(await moduleNames(memberCookie)).toContain('UserModule');
    expect((await get('/api/users', memberCookie)).statusCode).toBe(200);
  });

  it('records each switch in the history', async () => {
    await setModule('EmailModule', { enabled: false });
    await nextMillisecond();
    await setModule('EmailModule', { enabled: true });
    const response = await get('/api/audit-log?entity=module&entityId=EmailModule&sort=at', rootCookie);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        action: 'update',
        actor: { id: root.id, name: 'Camille User' },
        changes: { enabled: { before: true, after: false } },
      }),
      expect.objectContaining({ changes: { enabled: { before: false, after: true } } }),
    ]);
  });

  it('answers 403 Forbidden resource when the caller is not root, even with the key', async () => {
    const response = await setModule('EmailModule', { enabled: false }, memberCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden resource' });
    expect(await moduleNames(memberCookie)).toContain('EmailModule');
  });

  it('answers 404 when the module is unknown and 400 when enabled is missing', async () => {
    const unknown = await setModule('TeleportModule', { enabled: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Module not found.');
    const invalid = await setModule('EmailModule', { enabled: 'no' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fields.map((field: { path: string }) => field.path)).toEqual(['enabled']);
  });
});
