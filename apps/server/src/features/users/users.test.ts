import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, sessions, teams, users } from '@/db/schema/index.ts';
import { createRole, createUser, nextPhone, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { obtainIdToken, resetRateLimits } from '@/test/identity-helpers.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';
import { crudKeys, readHistory } from '@/test/record-fixtures.ts';
import { injectWithVersion } from '@/test/versions.ts';

let t: TestApp;
let rootCookie: string;
let adminCookie: string;
let readerCookie: string;
let admin: { id: string; phone: string };
let rootUser: { id: string; phone: string };
let rootRoleId: string;
let agentRoleId: string;
type Named = { id: string; name: string };
let company: Named;
let otherCompany: Named;
let team: Named;
let otherTeam: Named;

const ADMIN_KEYS = [
  ...crudKeys('UserModule:users'),
  'AdminModule:audit-log:read',
  // The agent role's key: an administrator may only assign roles within their own keys.
  'VenteModule:ventes:read',
];

beforeAll(async () => {
  t = await buildTestApp();
  rootRoleId = (await createRole(t.db, { name: 'root' })).id;
  agentRoleId = (await createRole(t.db, { name: 'agent', granted: ['VenteModule:ventes:read'] })).id;
  const adminRoleId = (await createRole(t.db, { name: 'admin', granted: ADMIN_KEYS })).id;
  const readerRoleId = (await createRole(t.db, { name: 'reader', granted: ['UserModule:users:read'] })).id;
  const insertedCompanies = await t.db
    .insert(companies)
    .values([{ name: 'Horizon Courtage' }, { name: 'Atlas Assurances' }])
    .returning({ id: companies.id, name: companies.name });
  [company, otherCompany] = insertedCompanies as [Named, Named];
  const insertedTeams = await t.db
    .insert(teams)
    .values([
      { name: 'Santé Paris', companyId: company.id },
      { name: 'Seniors Lyon', companyId: otherCompany.id },
    ])
    .returning({ id: teams.id, name: teams.name });
  [team, otherTeam] = insertedTeams as [Named, Named];

  rootUser = await createUser(t.db, { roleId: rootRoleId, firstName: 'Camille' });
  admin = await createUser(t.db, { roleId: adminRoleId, firstName: 'Julien' });
  const reader = await createUser(t.db, { roleId: readerRoleId, firstName: 'Rita' });
  rootCookie = await signInAs(t, rootUser.phone);
  adminCookie = await signInAs(t, admin.phone);
  readerCookie = await signInAs(t, reader.phone);
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  injectWithVersion(t, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The French national notation of a +33 number: what an administrator types. */
const national = (e164: string) => `0${e164.slice(3, 4)} ${e164.slice(4).replace(/(\d\d)(?=\d)/g, '$1 ')}`;

/** A fresh address each time, in mixed case: the server stores it lower-case and lets no two live users share it. */
const nextEmail = () => `Nadia.Benali.${randomUUID().slice(0, 8)}@Example.com`;

const newUserInput = (overrides: Record<string, unknown> = {}) => ({
  phone: nextPhone(),
  firstName: 'Nadia',
  lastName: 'Benali',
  email: nextEmail(),
  roleId: agentRoleId,
  companyId: company.id,
  teamId: team.id,
  ...overrides,
});

const createThroughApi = async (overrides: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/users', adminCookie, newUserInput(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; phone: string };
};

const historyOf = (entityId: string) => readHistory(t, adminCookie, 'user', entityId);

const fieldsOf = (response: { json: () => { details?: { fields?: Array<{ path: string }> } } }) =>
  response.json().details?.fields?.map((field) => field.path);

describe('POST /api/users', () => {
  it('creates an active user with the phone stored as E.164 when the input is valid', async () => {
    const phone = nextPhone();
    const response = await call(
      'POST',
      '/api/users',
      adminCookie,
      newUserInput({ phone: national(phone), email: 'Nadia.Benali@Example.com' }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      phone,
      name: 'Nadia Benali',
      email: 'nadia.benali@example.com',
      photoURL: null,
      status: 'active',
      role: { id: agentRoleId, name: 'agent' },
      company: { id: company.id, name: company.name },
      team: { id: team.id, name: team.name },
    });
    expect(data.createdAt).toMatch(/Z$/);

    const [entry, ...rest] = await historyOf(data.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      actor: { id: admin.id, name: 'Julien User' },
      changes: { phone: { before: null, after: phone }, status: { before: null, after: 'active' } },
    });
  });

  it('answers 400 naming the field when the phone or the email is malformed', async () => {
    const badPhone = await call('POST', '/api/users', adminCookie, newUserInput({ phone: '12' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(badPhone)).toEqual(['phone']);

    const badEmail = await call('POST', '/api/users', adminCookie, newUserInput({ email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(fieldsOf(badEmail)).toEqual(['email']);

    const missing = await call('POST', '/api/users', adminCookie, {});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(expect.arrayContaining(['phone', 'firstName', 'lastName', 'roleId']));
  });

  it('answers 400 naming the field when the role, company or team does not exist or do not match', async () => {
    const cases = [
      [{ roleId: randomUUID() }, 'roleId'],
      [{ companyId: randomUUID(), teamId: null }, 'companyId'],
      [{ teamId: randomUUID() }, 'teamId'],
      [{ teamId: otherTeam.id }, 'teamId'],
      [{ companyId: null }, 'teamId'],
    ] as const;
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/api/users', adminCookie, newUserInput(overrides));
      expect({ field, status: response.statusCode, fields: fieldsOf(response) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
  });

  it('answers 409 PHONE_ALREADY_REGISTERED when a live user holds the number', async () => {
    const existing = await createThroughApi();
    const response = await call(
      'POST',
      '/api/users',
      adminCookie,
      newUserInput({ phone: national(existing.phone) }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PHONE_ALREADY_REGISTERED',
      message: 'This phone number is already registered to another user.',
    });
  });

  it('answers 409 EMAIL_ALREADY_IN_USE when a live user holds the address, whatever its case', async () => {
    const email = nextEmail();
    await createThroughApi({ email });
    const response = await call(
      'POST',
      '/api/users',
      adminCookie,
      newUserInput({ email: email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_ALREADY_IN_USE',
      message: 'This email address is already used by another account.',
    });
  });

  it('accepts the number again when its previous holder was deleted', async () => {
    const previous = await createThroughApi();
    expect((await call('DELETE', `/api/users/${previous.id}`, adminCookie)).statusCode).toBe(204);
    const again = await call('POST', '/api/users', adminCookie, newUserInput({ phone: previous.phone }));
    expect(again.statusCode).toBe(201);
  });

  it('answers 403 when someone other than root hands out the root role', async () => {
    const byAdmin = await call('POST', '/api/users', adminCookie, newUserInput({ roleId: rootRoleId }));
    expect(byAdmin.statusCode).toBe(403);
    const byRoot = await call('POST', '/api/users', rootCookie, newUserInput({ roleId: rootRoleId }));
    expect(byRoot.statusCode).toBe(201);
  });

  it('answers 403 Forbidden resource when the role may only read users', async () => {
    const response = await call('POST', '/api/users', readerCookie, newUserInput());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden resource' });
  });
});

describe('GET /api/users', () => {
  let listed: { id: string }[];
  beforeAll(async () => {
    listed = [
      await createThroughApi({ firstName: 'Zoé', lastName: 'Aubert', email: 'zoe.aubert@example.com' }),
      await createThroughApi({ firstName: 'Yanis', lastName: 'Aubert', email: null, teamId: null }),
      await createThroughApi({
        firstName: 'Xavier',
        lastName: 'Aubert',
        companyId: otherCompany.id,
        teamId: otherTeam.id,
        status: 'disabled',
      }),
    ];
  });

  const list = async (query: string, cookie = readerCookie) => {
    const response = await call('GET', `/api/users?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: Array<{ id: string; firstName: string; company?: unknown; team?: unknown; role: unknown }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it('pages and sorts the users when asked', async () => {
    const first = await list('search=aubert&sort=firstName&order=desc&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.data.map((user) => user.firstName)).toEqual(['Zoé', 'Yanis']);
    const second = await list('search=aubert&sort=firstName&order=desc&pageSize=2&page=2');
    expect(second.data.map((user) => user.firstName)).toEqual(['Xavier']);
  });

  it('filters by company, team, role and status when they are given', async () => {
    expect((await list(`search=aubert&companyId=${otherCompany.id}`)).data.map((u) => u.id)).toEqual([
      listed[2]?.id,
    ]);
    expect((await list(`search=aubert&teamId=${team.id}`)).data.map((u) => u.id)).toEqual([listed[0]?.id]);
    expect((await list(`search=aubert&status=disabled`)).total).toBe(1);
    expect((await list(`search=aubert&roleId=${agentRoleId}`)).total).toBe(3);
    expect((await list('search=aubert&role=agent')).total).toBe(3);
    expect((await list('search=aubert&role=reader')).total).toBe(0);
  });

  it('finds users by full name, phone in national notation and email', async () => {
    expect((await list('search=Zo%C3%A9%20Aubert')).data.map((u) => u.id)).toEqual([listed[0]?.id]);
    const zoe = (await call('GET', `/api/users/${listed[0]?.id}`, readerCookie)).json().data;
    expect((await list(`search=${encodeURIComponent(national(zoe.phone))}`)).data.map((u) => u.id)).toEqual([
      zoe.id,
    ]);
    expect((await list('search=ZOE.AUBERT@')).data.map((u) => u.id)).toEqual([zoe.id]);
  });

  it('includes company and team only when relations asks for them, and the role always', async () => {
    const bare = await list('search=aubert&sort=firstName');
    expect(bare.data[0]).not.toHaveProperty('company');
    expect(bare.data[0]).not.toHaveProperty('team');
    expect(bare.data[0]?.role).toEqual({ id: agentRoleId, name: 'agent' });

    const related = await list('search=aubert&sort=firstName&relations=company,team');
    const yanis = related.data.find((user) => user.firstName === 'Yanis');
    expect(yanis).toMatchObject({ company: { id: company.id, name: company.name }, team: null });

    const companyOnly = await list('search=aubert&relations=company');
    expect(companyOnly.data[0]).toHaveProperty('company');
    expect(companyOnly.data[0]).not.toHaveProperty('team');
  });

  it('answers 400 when a relation, sort or page size is unknown', async () => {
    for (const query of ['relations=company,manager', 'sort=phone', 'pageSize=101', 'status=gone']) {
      const response = await call('GET', `/api/users?${query}`, readerCookie);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user with role, company and team', async () => {
    const created = await createThroughApi();
    const response = await call('GET', `/api/users/${created.id}`, readerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: created.id,
      company: { id: company.id },
      team: { id: team.id },
    });
  });

  it('answers 404 when the user does not exist or was deleted', async () => {
    expect((await call('GET', `/api/users/${randomUUID()}`, readerCookie)).statusCode).toBe(404);
    const created = await createThroughApi();
    await call('DELETE', `/api/users/${created.id}`, adminCookie);
    const response = await call('GET', `/api/users/${created.id}`, readerCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
  });

  it('answers 400 when the id is not a UUID', async () => {
    expect((await call('GET', '/api/users/42', readerCookie)).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('changes only the fields sent and records them in the history', async () => {
    const created = await createThroughApi({ email: 'nadia.benali.history@example.com' });
    await nextMillisecond();
    const response = await call('PUT', `/api/users/${created.id}`, adminCookie, {
      lastName: 'Benali-Roux',
      email: '',
      photoURL: 'https://cdn.example.com/nadia.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Benali-Roux',
      email: null,
      photoURL: 'https://cdn.example.com/nadia.png',
      team: { id: team.id },
    });
    const history = await historyOf(created.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1]?.changes).toEqual({
      lastName: { before: 'Benali', after: 'Benali-Roux' },
      email: { before: 'nadia.benali.history@example.com', after: null },
      photoURL: { before: null, after: 'https://cdn.example.com/nadia.png' },
    });
  });

  it('answers 400 when the photo is not an http(s) URL or the team leaves the company', async () => {
    const created = await createThroughApi();
    const photo = await call('PUT', `/api/users/${created.id}`, adminCookie, {
      photoURL: 'javascript:alert(1)',
    });
    expect(fieldsOf(photo)).toEqual(['photoURL']);
    const moved = await call('PUT', `/api/users/${created.id}`, adminCookie, { companyId: otherCompany.id });
    expect(moved.statusCode).toBe(400);
    expect(fieldsOf(moved)).toEqual(['teamId']);
    const both = await call('PUT', `/api/users/${created.id}`, adminCookie, {
      companyId: otherCompany.id,
      teamId: otherTeam.id,
    });
    expect(both.statusCode).toBe(200);
  });

  it('answers 409 when the new phone belongs to another live user', async () => {
    const [first, second] = [await createThroughApi(), await createThroughApi()];
    const response = await call('PUT', `/api/users/${second.id}`, adminCookie, { phone: first.phone });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('answers 409 when the new email belongs to another live user, and keeps an unchanged one', async () => {
    const email = nextEmail();
    const [first, second] = [await createThroughApi({ email }), await createThroughApi()];
    const response = await call('PUT', `/api/users/${second.id}`, adminCookie, { email });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_ALREADY_IN_USE');
    const same = await call('PUT', `/api/users/${first.id}`, adminCookie, { email, lastName: 'Roux' });
    expect(same.statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${first.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('PUT', `/api/users/${second.id}`, adminCookie, { email })).statusCode).toBe(200);
  });

  it('ends every session and identity refresh token at once when the user is disabled', async () => {
    const created = await createThroughApi();
    const { idToken, refreshCookie } = await obtainIdToken(t, created.phone);
    const setCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: { token: idToken },
    });
    const cookie = String(setCookie.headers['set-cookie']).split(';')[0] as string;
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(200);

    const disabled = await call('PUT', `/api/users/${created.id}`, adminCookie, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');

    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, created.id))).toEqual([]);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/identity/token',
      headers: { cookie: refreshCookie },
    });
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(401);
    const history = await historyOf(created.id);
    expect(history.at(-1)?.changes).toEqual({ status: { before: 'active', after: 'disabled' } });
  });

  it('answers 409 when a user disables their own account', async () => {
    const response = await call('PUT', `/api/users/${admin.id}`, adminCookie, { status: 'disabled' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You cannot disable your own account.',
    });
  });

  it('answers 403 when someone other than root edits a root user, and lets root do it', async () => {
    const byAdmin = await call('PUT', `/api/users/${rootUser.id}`, adminCookie, { firstName: 'Eve' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden resource' });
    expect((await call('DELETE', `/api/users/${rootUser.id}`, adminCookie)).statusCode).toBe(403);
    const byRoot = await call('PUT', `/api/users/${rootUser.id}`, rootCookie, { firstName: 'Camille' });
    expect(byRoot.statusCode).toBe(200);
  });

  it('answers 404 when the user does not exist', async () => {
    const response = await call('PUT', `/api/users/${randomUUID()}`, adminCookie, { firstName: 'Ghost' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes the user from the lists, ends their sessions and revokes their refresh tokens', async () => {
    const created = await createThroughApi({ lastName: 'Leaver' });
    const { idToken, refreshCookie } = await obtainIdToken(t, created.phone);
    const setCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: { token: idToken },
    });
    const cookie = String(setCookie.headers['set-cookie']).split(';')[0] as string;

    expect((await call('DELETE', `/api/users/${created.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/identity/token',
      headers: { cookie: refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await call('GET', '/api/users?search=Leaver', readerCookie)).json().total).toBe(0);
    const history = await historyOf(created.id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await call('DELETE', `/api/users/${created.id}`, adminCookie)).statusCode).toBe(404);
  });

  it('answers 409 when a user deletes their own account', async () => {
    const response = await call('DELETE', `/api/users/${admin.id}`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot delete your own account.');
  });
});

describe('POST /api/users/:id/approve', () => {
  it('lists a pending registration and activates it with a role, company and team', async () => {
    const pending = await createUser(t.db, { status: 'pending', roleId: null, firstName: 'Inès' });
    const listed = await call('GET', '/api/users?status=pending&search=In%C3%A8s', readerCookie);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: pending.id, status: 'pending', role: null, roleId: null }),
    ]);

    const response = await call('POST', `/api/users/${pending.id}/approve`, adminCookie, {
      roleId: agentRoleId,
      companyId: company.id,
      teamId: team.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'active',
      role: { id: agentRoleId, name: 'agent' },
      company: { id: company.id },
      team: { id: team.id },
    });
    const history = await historyOf(pending.id);
    expect(history).toHaveLength(1);
    expect(history[0]?.changes).toMatchObject({ status: { before: 'pending', after: 'active' } });

    // The approved user can now hold a session.
    const cookie = await signInAs(t, pending.phone);
    expect((await call('GET', '/api/auth/me', cookie)).json().data.role.name).toBe('agent');
  });

  it('answers 409 EMAIL_ALREADY_IN_USE when a live user already holds the registration’s email', async () => {
    const holder = await createThroughApi();
    const holderEmail = (await call('GET', `/api/users/${holder.id}`, readerCookie)).json().data.email;
    const pending = await createUser(t.db, { status: 'pending', roleId: null });
    await t.db.update(users).set({ email: holderEmail.toUpperCase() }).where(eq(users.id, pending.id));
    const response = await call('POST', `/api/users/${pending.id}/approve`, adminCookie, {
      roleId: agentRoleId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_ALREADY_IN_USE');
    expect((await call('GET', `/api/users/${pending.id}`, readerCookie)).json().data.status).toBe('pending');
  });

  it('answers 409 when the user is not pending', async () => {
    const active = await createThroughApi();
    const response = await call('POST', `/api/users/${active.id}/approve`, adminCookie, {
      roleId: agentRoleId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a pending registration can be approved.');
  });

  it('answers 400 when no role is given and 404 when the user does not exist', async () => {
    const pending = await createUser(t.db, { status: 'pending', roleId: null });
    const noRole = await call('POST', `/api/users/${pending.id}/approve`, adminCookie, {});
    expect(fieldsOf(noRole)).toEqual(['roleId']);
    const unknown = await call('POST', `/api/users/${randomUUID()}/approve`, adminCookie, {
      roleId: agentRoleId,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 when a pending user would be activated by PUT without a role', async () => {
    const pending = await createUser(t.db, { status: 'pending', roleId: null });
    const response = await call('PUT', `/api/users/${pending.id}`, adminCookie, { status: 'active' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['roleId']);
  });
});
