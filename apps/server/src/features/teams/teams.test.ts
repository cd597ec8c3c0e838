import { diffGammes } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, gammes, teams, users } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { createUser, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { callerFor, crudKeys, readHistory } from '@/test/record-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let auditor: string;
let horizon: { id: string; name: string };
let other: { id: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  admin = await signInWithPermissions(t, [...crudKeys('TeamModule:teams')]);
  await resetRateLimits(t.db);
  auditor = (await signInWithPermissions(t, ['AdminModule:audit-log:read'])).cookie;
  const inserted = await t.db
    .insert(companies)
    .values([
      { name: 'Horizon Courtage', providerTypes: ['actudata', 'santeplus'] },
      { name: 'Atlas Conseil', providerTypes: ['mutuelle-atlas'] },
    ])
    .returning();
  const byName = (name: string) => {
    const found = inserted.find((company) => company.name === name);
    if (!found) throw new Error(`no company ${name}`);
    return found;
  };
  horizon = byName('Horizon Courtage');
  other = byName('Atlas Conseil');
});
afterAll(() => t.close());

const call = callerFor(() => ({ testApp: t, cookie: admin.cookie }));

let counter = 0;
const createTeam = async (payload: Record<string, unknown> = {}) => {
  counter += 1;
  const response = await call('POST', '/api/teams', {
    name: `Équipe ${counter}`,
    companyId: horizon.id,
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: string;
    name: string;
    providerType: string | null;
    gammeAssignments: { providerType: string; gammes: string[] }[];
  };
};

const historyOf = (entityId: string) => readHistory(t, auditor, 'team', entityId);

const gammesUrl = (teamId: string, provider = 'actudata') => `/api/teams/${teamId}/gammes/${provider}`;

describe('POST /api/teams', () => {
  it('rebuilds the assignments from selectedGammes and answers the team with its company', async () => {
    const response = await call('POST', '/api/teams', {
      name: 'Santé Paris',
      companyId: horizon.id,
      providerType: 'actudata',
      selectedGammes: {
        actudata: ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR', 'HOSPI_PLUS'],
        santeplus: ['SANTE_PLUS_ACTIF.ECO'],
      },
      gammeAssignments: [{ providerType: 'actudata', gammes: ['SANTE_FAMILLE'] }],
    });
    expect(response.statusCode).toBe(201);
    const team = response.json().data;
    expect(team).toMatchObject({
      name: 'Santé Paris',
      companyId: horizon.id,
      company: { id: horizon.id, name: 'Horizon Courtage' },
      providerType: 'actudata',
      gammeAssignments: [
        { providerType: 'actudata', gammes: ['SANTE_SENIOR', 'HOSPI_PLUS'] },
        { providerType: 'santeplus', gammes: ['SANTE_PLUS_ACTIF.ECO'] },
      ],
    });
    expect(team).not.toHaveProperty('selectedGammes');
    const [entry] = await historyOf(team.id);
    expect(entry).toMatchObject({ action: 'create', actor: { id: admin.user.id } });
  });

  it('adds an empty assignment when the provider type has none', async () => {
    const team = await createTeam({ providerType: 'santeplus' });
    expect(team.gammeAssignments).toEqual([{ providerType: 'santeplus', gammes: [] }]);
  });

  it("answers 'Invalid gammes data format' when a bulk set of gammes is not an array", async () => {
    const assignments = await call('POST', '/api/teams', {
      name: 'Format',
      companyId: horizon.id,
      gammeAssignments: [{ providerType: 'actudata', gammes: 'SANTE_SENIOR' }],
    });
    expect(assignments.statusCode).toBe(400);
    expect(assignments.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid gammes data format',
      details: { fields: [{ path: 'gammeAssignments.0.gammes', message: 'Invalid gammes data format' }] },
    });
    const selected = await call('POST', '/api/teams', {
      name: 'Format',
      companyId: horizon.id,
      selectedGammes: { actudata: { code: 'SANTE_SENIOR' } },
    });
    expect(selected.statusCode).toBe(400);
    expect(selected.json().message).toBe('Invalid gammes data format');
  });

  it('answers 400 with the failing fields for other invalid input', async () => {
    const response = await call('POST', '/api/teams', { companyId: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request is invalid.');
    const paths = response.json().details.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'companyId']));
  });

  it('answers 400 naming the field when the company, provider type or a gamme is not acceptable', async () => {
    const unknownCompany = await call('POST', '/api/teams', {
      name: 'X',
      companyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCompany.json().details.fields[0].path).toBe('companyId');

    const foreignType = await call('POST', '/api/teams', {
      name: 'X',
      companyId: horizon.id,
      providerType: 'mutuelle-atlas',
    });
    expect(foreignType.statusCode).toBe(400);
    expect(foreignType.json().details.fields[0]).toEqual({
      path: 'providerType',
      message: expect.stringContaining('Horizon Courtage does not sell the provider type mutuelle-atlas'),
    });

    const unknownGamme = await call('POST', '/api/teams', {
      name: 'X',
      companyId: horizon.id,
      selectedGammes: { actudata: ['ATLAS_SANTE'] },
    });
    expect(unknownGamme.statusCode).toBe(400);
    expect(unknownGamme.json().details.fields[0]).toEqual({
      path: 'selectedGammes',
      message: 'Unknown product line ATLAS_SANTE for actudata.',
    });
  });

  it('answers 409 when the company already has a team of that name, and accepts it in another company', async () => {
    await createTeam({ name: 'Doublon' });
    const clash = await call('POST', '/api/teams', { name: 'doublon', companyId: horizon.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details.reason).toBe('DUPLICATE');
    const elsewhere = await call('POST', '/api/teams', { name: 'Doublon', companyId: other.id });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('GET /api/teams', () => {
  it('filters by company and provider type, searches on name and includes the company', async () => {
    await call('POST', '/api/teams', {
      name: 'Liste Atlas',
      companyId: other.id,
      providerType: 'mutuelle-atlas',
    });
    await call('POST', '/api/teams', { name: 'Liste Atlas Deux', companyId: other.id });
    const response = await call(
      'GET',
      `/api/teams?companyId=${other.id}&providerType=mutuelle-atlas&search=liste`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 20,
      data: [{ name: 'Liste Atlas', company: { id: other.id, name: 'Atlas Conseil' } }],
    });
    const sorted = await call('GET', `/api/teams?companyId=${other.id}&sort=name&order=desc&pageSize=2`);
    expect(sorted.json().data.map((team: { name: string }) => team.name)).toEqual([
      'Liste Atlas Deux',
      'Liste Atlas',
    ]);
  });

  it('answers one team and 404 for an unknown id', async () => {
    const team = await createTeam();
    expect((await call('GET', `/api/teams/${team.id}`)).json().data).toMatchObject({ id: team.id });
    expect((await call('GET', '/api/teams/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('PUT /api/teams/{id}', () => {
  it('keeps the assignments when only the name changes', async () => {
    const team = await createTeam({ providerType: 'actudata', selectedGammes: { actudata: ['HOSPI_PLUS'] } });
    const response = await call('PUT', `/api/teams/${team.id}`, { name: 'Renommée' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Renommée',
      gammeAssignments: [{ providerType: 'actudata', gammes: ['HOSPI_PLUS'] }],
    });
    const update = (await historyOf(team.id)).find((entry) => entry.action === 'update');
    expect(update?.changes).toEqual({ name: { before: team.name, after: 'Renommée' } });
  });

  it('replaces the assignments from selectedGammes and adds an empty one for a new provider type', async () => {
    const team = await createTeam({ providerType: 'actudata', selectedGammes: { actudata: ['HOSPI_PLUS'] } });
    const response = await call('PUT', `/api/teams/${team.id}`, {
      providerType: 'santeplus',
      selectedGammes: { actudata: ['SANTE_TNS', 'SANTE_TNS.SOLO'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.gammeAssignments).toEqual([
      { providerType: 'actudata', gammes: ['SANTE_TNS'] },
      { providerType: 'santeplus', gammes: [] },
    ]);
  });

  it("answers 'Invalid gammes data format' when selectedGammes holds something other than arrays", async () => {
    const team = await createTeam();
    const response = await call('PUT', `/api/teams/${team.id}`, {
      selectedGammes: { actudata: 'HOSPI_PLUS' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid gammes data format',
      details: { fields: [{ path: 'selectedGammes.actudata' }] },
    });
  });

  it('answers 409 when a team with members would move to another company', async () => {
    const team = await createTeam();
    const member = await createUser(t.db);
    await t.db.update(users).set({ companyId: horizon.id, teamId: team.id }).where(eq(users.id, member.id));
    const response = await call('PUT', `/api/teams/${team.id}`, { companyId: other.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.reason).toBe('HAS_MEMBERS');
  });

  it('answers 404 when the team does not exist', async () => {
    const response = await call('PUT', '/api/teams/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/teams/{id}', () => {
  it('answers 409 while the team has members, then deletes it and records the deletion', async () => {
    const team = await createTeam();
    const member = await createUser(t.db);
    await t.db.update(users).set({ teamId: team.id }).where(eq(users.id, member.id));
    const refused = await call('DELETE', `/api/teams/${team.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('member');

    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    const response = await call('DELETE', `/api/teams/${team.id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect((await historyOf(team.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await call('GET', `/api/teams/${team.id}`)).statusCode).toBe(404);
  });
});

describe('/api/teams/{id}/provider-type', () => {
  it('reads, sets and clears the provider type', async () => {
    const team = await createTeam();
    const url = `/api/teams/${team.id}/provider-type`;
    expect((await call('GET', url)).json()).toEqual({ data: { providerType: null } });
    expect((await call('PUT', `${url}/santeplus`)).json()).toEqual({ data: { providerType: 'santeplus' } });
    expect((await call('GET', `/api/teams/${team.id}`)).json().data.gammeAssignments).toEqual([
      { providerType: 'santeplus', gammes: [] },
    ]);
    expect((await call('DELETE', url)).json()).toEqual({ data: { providerType: null } });
    expect((await call('GET', `/api/teams/${team.id}`)).json().data).toMatchObject({
      providerType: null,
      gammeAssignments: [],
    });
    expect((await historyOf(team.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  });

  it("answers 400 naming type when the provider type is not one of the company's", async () => {
    const team = await createTeam();
    const response = await call('PUT', `/api/teams/${team.id}/provider-type/mutuelle-atlas`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0]).toEqual({
      path: 'type',
      message: expect.stringContaining('does not sell the provider type mutuelle-atlas'),
    });
  });
});

describe('/api/teams/{id}/gammes/{provider}', () => {
  it('adds sub-lines one by one and replaces them when the bare line is added', async () => {
    const team = await createTeam({ providerType: 'actudata' });
    expect((await call('GET', gammesUrl(team.id))).json()).toEqual({ data: [] });
    await call('POST', `${gammesUrl(team.id)}/SANTE_SENIOR.CONFORT`);
    const two = await call('POST', `${gammesUrl(team.id)}/SANTE_SENIOR.EXCELLENCE`);
    expect(two.json()).toEqual({ data: ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.EXCELLENCE'] });
    const bare = await call('POST', `${gammesUrl(team.id)}/SANTE_SENIOR`);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ data: ['SANTE_SENIOR'] });
  });

  it('changes nothing and writes no history when a sub-line is added under its assigned bare line', async () => {
    const team = await createTeam({ selectedGammes: { actudata: ['SANTE_SENIOR'] } });
    const response = await call('POST', `${gammesUrl(team.id)}/SANTE_SENIOR.CONFORT`);
    expect(response.json()).toEqual({ data: ['SANTE_SENIOR'] });
    expect((await historyOf(team.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('removes all sub-lines when the bare line is removed, and only itself for a sub-line', async () => {
    const team = await createTeam({
      selectedGammes: { actudata: ['SANTE_ESSENTIEL.ECO', 'SANTE_ESSENTIEL.PREMIUM', 'HOSPI_PLUS'] },
    });
    expect((await call('DELETE', `${gammesUrl(team.id)}/SANTE_ESSENTIEL.ECO`)).json()).toEqual({
      data: ['SANTE_ESSENTIEL.PREMIUM', 'HOSPI_PLUS'],
    });
    await call('POST', `${gammesUrl(team.id)}/SANTE_ESSENTIEL.CONFORT`);
    expect((await call('DELETE', `${gammesUrl(team.id)}/SANTE_ESSENTIEL`)).json()).toEqual({
      data: ['HOSPI_PLUS'],
    });
    const [stored] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(stored?.gammeAssignments).toEqual([{ providerType: 'actudata', gammes: ['HOSPI_PLUS'] }]);
  });

  it('reaches the wanted list when the bulk update applies the diff as remove then add calls', async () => {
    const team = await createTeam({ selectedGammes: { actudata: ['SANTE_SENIOR', 'HOSPI_PLUS'] } });
    const wanted = ['SANTE_SENIOR.CONFORT', 'DENTAIRE_OPTIQUE', 'HOSPI_PLUS'];
    const current = (await call('GET', gammesUrl(team.id))).json().data as string[];
    const { toAdd, toRemove } = diffGammes(current, wanted);
    for (const code of toRemove)
      expect((await call('DELETE', `${gammesUrl(team.id)}/${code}`)).statusCode).toBe(200);
    for (const code of toAdd)
      expect((await call('POST', `${gammesUrl(team.id)}/${code}`)).statusCode).toBe(200);
    const result = (await call('GET', gammesUrl(team.id))).json().data as string[];
    expect([...result].sort()).toEqual([...wanted].sort());
  });

  it('answers whether the team may sell a gamme, a sub-line being allowed when its bare line is', async () => {
    const team = await createTeam({
      selectedGammes: { actudata: ['SANTE_SENIOR', 'DENTAIRE_OPTIQUE.BASE'] },
    });
    const access = async (code: string, provider = 'actudata') =>
      (await call('GET', `${gammesUrl(team.id, provider)}/${code}/access`)).json().data.allowed;
    expect(await access('SANTE_SENIOR')).toBe(true);
    expect(await access('SANTE_SENIOR.EXCELLENCE')).toBe(true);
    expect(await access('DENTAIRE_OPTIQUE.BASE')).toBe(true);
    expect(await access('DENTAIRE_OPTIQUE.RENFORCE')).toBe(false);
    expect(await access('DENTAIRE_OPTIQUE')).toBe(false);
    expect(await access('SANTE_SENIOR', 'santeplus')).toBe(false);
    expect(await access('SANTE_SENIOR.INCONNUE')).toBe(false);
  });

  it('answers not allowed when the assigned gamme is no longer active', async () => {
    const team = await createTeam({ selectedGammes: { actudata: ['SANTE_TNS'] } });
    await t.db.update(gammes).set({ active: false }).where(eq(gammes.code, 'SANTE_TNS.SOLO'));
    try {
      const response = await call('GET', `${gammesUrl(team.id)}/SANTE_TNS.SOLO/access`);
      expect(response.json()).toEqual({ data: { allowed: false } });
      const add = await call('POST', `${gammesUrl(team.id)}/SANTE_TNS.SOLO`);
      expect(add.statusCode).toBe(409);
      expect(add.json().details.reason).toBe('GAMME_INACTIVE');
    } finally {
      await t.db.update(gammes).set({ active: true }).where(eq(gammes.code, 'SANTE_TNS.SOLO'));
    }
  });

  it("answers 404 for an unknown gamme and 400 for a provider type the company doesn't sell", async () => {
    const team = await createTeam();
    const unknown = await call('POST', `${gammesUrl(team.id)}/NOPE`);
    expect(unknown.statusCode).toBe(404);
    const foreign = await call('POST', `${gammesUrl(team.id, 'mutuelle-atlas')}/ATLAS_SANTE`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields[0].path).toBe('provider');
    const malformed = await call('POST', `${gammesUrl(team.id)}/sante_senior`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('code');
    expect((await call('GET', gammesUrl(team.id, 'nobody'))).statusCode).toBe(404);
  });

  it('writes one audit entry with the assignments before and after when a gamme is added', async () => {
    const team = await createTeam({ providerType: 'actudata' });
    await call('POST', `${gammesUrl(team.id)}/HOSPI_PLUS`);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, team.id), eq(auditLog.action, 'update')));
    expect(entry?.changes).toEqual({
      gammeAssignments: {
        before: [{ providerType: 'actudata', gammes: [] }],
        after: [{ providerType: 'actudata', gammes: ['HOSPI_PLUS'] }],
      },
    });
    expect(entry).toMatchObject({ actorId: admin.user.id, entity: 'team' });
  });
});

describe('team permissions', () => {
  it('lets a role holding exactly TeamModule:teams:read read gammes and access but not change them', async () => {
    const team = await createTeam({ selectedGammes: { actudata: ['HOSPI_PLUS'] } });
    await resetRateLimits(t.db);
    const reader = await signInWithPermissions(t, ['TeamModule:teams:read']);
    expect((await call('GET', gammesUrl(team.id), undefined, reader.cookie)).statusCode).toBe(200);
    expect(
      (await call('GET', `${gammesUrl(team.id)}/HOSPI_PLUS/access`, undefined, reader.cookie)).statusCode,
    ).toBe(200);
    const denied = await call('POST', `${gammesUrl(team.id)}/SANTE_SENIOR`, undefined, reader.cookie);
    expect(denied.statusCode).toBe(403);
  });
});
