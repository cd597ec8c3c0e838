import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, providerTypes, teams, users } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { createUser, signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { callerFor, crudKeys, readHistory } from '@/test/record-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let auditor: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  await t.db.insert(providerTypes).values({ code: 'retired', name: 'Retired Insurer', active: false });
  admin = await signInWithPermissions(t, [...crudKeys('CompanyModule:companies')]);
  await resetRateLimits(t.db);
  auditor = (await signInWithPermissions(t, ['AdminModule:audit-log:read'])).cookie;
});
afterAll(() => t.close());

const call = callerFor(() => ({ testApp: t, cookie: admin.cookie }));

const createCompany = async (name: string, types: string[] = ['actudata']) => {
  const response = await call('POST', '/api/companies', { name, providerTypes: types });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; name: string; providerTypes: string[] };
};

const addTeam = async (companyId: string, values: Partial<typeof teams.$inferInsert> = {}) => {
  const [team] = await t.db
    .insert(teams)
    .values({ name: `Team ${Math.random().toString(36).slice(2, 8)}`, companyId, ...values })
    .returning();
  if (!team) throw new Error('team not created');
  return team;
};

const historyOf = (entityId: string) => readHistory(t, auditor, 'company', entityId);

describe('POST /api/companies', () => {
  it('creates a company with distinct provider types and records who did it', async () => {
    const response = await call('POST', '/api/companies', {
      name: '  Courtage Atlantique ',
      providerTypes: ['actudata', 'santeplus', 'actudata'],
    });
    expect(response.statusCode).toBe(201);
    const company = response.json().data;
    expect(company).toMatchObject({ name: 'Courtage Atlantique', providerTypes: ['actudata', 'santeplus'] });
    const [entry] = await historyOf(company.id);
    expect(entry).toMatchObject({ action: 'create', actor: { id: admin.user.id } });
    expect(entry?.changes.name).toEqual({ before: null, after: 'Courtage Atlantique' });
  });

  it('answers 409 when the name is taken, whatever its case', async () => {
    await createCompany('Duplicata');
    const response = await call('POST', '/api/companies', { name: 'DUPLICATA' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'DUPLICATE' } });
  });

  it('answers 400 naming providerTypes when a provider type is unknown or no longer sold', async () => {
    const unknown = await call('POST', '/api/companies', {
      name: 'Unknown Types',
      providerTypes: ['nobody'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ path: 'providerTypes', message: expect.stringContaining('nobody') }] },
    });
    const retired = await call('POST', '/api/companies', {
      name: 'Retired Types',
      providerTypes: ['retired'],
    });
    expect(retired.statusCode).toBe(400);
  });

  it('answers 400 with the failing fields when the body is empty or malformed', async () => {
    const response = await call('POST', '/api/companies', { providerTypes: 'actudata' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'providerTypes']));
  });
});

describe('GET /api/companies', () => {
  it('searches on name, filters by provider type and pages the result', async () => {
    await createCompany('Filtre Alpha', ['mutuelle-atlas']);
    await createCompany('Filtre Beta', ['actudata', 'mutuelle-atlas']);
    await createCompany('Filtre Gamma', ['santeplus']);
    const response = await call(
      'GET',
      '/api/companies?search=filtre&providerType=mutuelle-atlas&sort=name&order=desc',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(response.json().data.map((company: { name: string }) => company.name)).toEqual([
      'Filtre Beta',
      'Filtre Alpha',
    ]);
    const paged = await call('GET', '/api/companies?search=filtre&pageSize=1&page=3&sort=name');
    expect(paged.json()).toMatchObject({ total: 3, page: 3, pageSize: 1, data: [{ name: 'Filtre Gamma' }] });
  });

  it('answers one company by id and 404 for an unknown id', async () => {
    const company = await createCompany('Lecture Seule');
    expect((await call('GET', `/api/companies/${company.id}`)).json().data).toMatchObject({
      name: 'Lecture Seule',
    });
    expect((await call('GET', '/api/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 400 naming id when the id is not a UUID', async () => {
    const response = await call('GET', '/api/companies/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('id');
  });
});

describe('PUT /api/companies/{id}', () => {
  it('renames and replaces the provider types in one audit entry', async () => {
    const company = await createCompany('Ancien Nom', ['actudata']);
    const response = await call('PUT', `/api/companies/${company.id}`, {
      name: 'Nouveau Nom',
      providerTypes: ['santeplus'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Nouveau Nom', providerTypes: ['santeplus'] });
    const updates = (await historyOf(company.id)).filter((entry) => entry.action === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.changes).toMatchObject({
      name: { before: 'Ancien Nom', after: 'Nouveau Nom' },
      providerTypes: { before: ['actudata'], after: ['santeplus'] },
    });
  });

  it('answers 409 when the new name belongs to another company', async () => {
    await createCompany('Nom Pris');
    const company = await createCompany('Nom Libre');
    const response = await call('PUT', `/api/companies/${company.id}`, { name: 'nom pris' });
    expect(response.statusCode).toBe(409);
  });

  it('answers 409 naming the team when a removed provider type is still used by one', async () => {
    const company = await createCompany('Utilisée', ['actudata', 'santeplus']);
    await addTeam(company.id, {
      name: 'Équipe Santé Plus',
      gammeAssignments: [{ providerType: 'santeplus', gammes: ['SANTE_PLUS_ACTIF'] }],
    });
    const response = await call('PUT', `/api/companies/${company.id}`, { providerTypes: ['actudata'] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      details: { reason: 'PROVIDER_TYPE_IN_USE', providerType: 'santeplus', teams: ['Équipe Santé Plus'] },
    });
    expect(response.json().message).toContain('Équipe Santé Plus');
  });

  it('answers 404 when the company does not exist', async () => {
    const response = await call('PUT', '/api/companies/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(response.statusCode).toBe(404);
  });
});

describe('/api/companies/{id}/provider-types', () => {
  it('reads, replaces, adds and removes provider types, writing one audit entry per change', async () => {
    const company = await createCompany('Types Co', ['actudata']);
    const base = `/api/companies/${company.id}/provider-types`;
    expect((await call('GET', base)).json()).toEqual({ data: ['actudata'] });
    expect((await call('PUT', base, { providerTypes: ['santeplus', 'actudata'] })).json()).toEqual({
      data: ['santeplus', 'actudata'],
    });
    expect((await call('POST', `${base}/mutuelle-atlas`)).json()).toEqual({
      data: ['santeplus', 'actudata', 'mutuelle-atlas'],
    });
    expect((await call('POST', `${base}/mutuelle-atlas`)).json().data).toHaveLength(3);
    expect((await call('DELETE', `${base}/santeplus`)).json()).toEqual({
      data: ['actudata', 'mutuelle-atlas'],
    });
    expect((await call('DELETE', `${base}/santeplus`)).statusCode).toBe(200);
    const actions = (await historyOf(company.id)).map((entry) => entry.action);
    expect(actions).toEqual(['create', 'update', 'update', 'update']);
  });

  it('answers 400 naming type when the provider type does not exist', async () => {
    const company = await createCompany('Types Inconnus');
    const response = await call('POST', `/api/companies/${company.id}/provider-types/nobody`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('type');
  });

  it('answers 400 when the body of the replacement is not a list', async () => {
    const company = await createCompany('Types Invalides');
    const response = await call('PUT', `/api/companies/${company.id}/provider-types`, {
      providerTypes: 'actudata',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('providerTypes');
  });

  it('answers 409 when the removed provider type is the provider type of a team', async () => {
    const company = await createCompany('Type Principal', ['actudata', 'santeplus']);
    await addTeam(company.id, { providerType: 'santeplus' });
    const response = await call('DELETE', `/api/companies/${company.id}/provider-types/santeplus`);
    expect(response.statusCode).toBe(409);
    const kept = await call('GET', `/api/companies/${company.id}/provider-types`);
    expect(kept.json().data).toContain('santeplus');
  });

  it('lets a provider type go when a team only kept an empty assignment for it', async () => {
    const company = await createCompany('Assignation Vide', ['actudata', 'santeplus']);
    await addTeam(company.id, {
      providerType: 'actudata',
      gammeAssignments: [
        { providerType: 'actudata', gammes: [] },
        { providerType: 'santeplus', gammes: [] },
      ],
    });
    const response = await call('DELETE', `/api/companies/${company.id}/provider-types/santeplus`);
    expect(response.statusCode).toBe(200);
  });
});

describe('DELETE /api/companies/{id}', () => {
  it('answers 409 when the company still has teams', async () => {
    const company = await createCompany('Avec Équipe');
    await addTeam(company.id);
    const response = await call('DELETE', `/api/companies/${company.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().details.reason).toBe('HAS_TEAMS');
  });

  it('answers 409 when the company still has users', async () => {
    const company = await createCompany('Avec Salariés');
    const user = await createUser(t.db);
    await t.db.update(users).set({ companyId: company.id }).where(eq(users.id, user.id));
    const response = await call('DELETE', `/api/companies/${company.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().details.reason).toBe('HAS_USERS');
  });

  it('deletes a company whose only users were deleted and records the deletion', async () => {
    const company = await createCompany('À Supprimer');
    const user = await createUser(t.db);
    await t.db
      .update(users)
      .set({ companyId: company.id, deletedAt: new Date() })
      .where(eq(users.id, user.id));
    const response = await call('DELETE', `/api/companies/${company.id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    const [deleted] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, company.id), eq(auditLog.action, 'delete')));
    expect(deleted).toMatchObject({ entity: 'company', actorId: admin.user.id });
    expect((await call('DELETE', `/api/companies/${company.id}`)).statusCode).toBe(404);
  });
});

describe('company permissions', () => {
  it('lets a role holding exactly CompanyModule:companies:read list companies but not create one', async () => {
    await resetRateLimits(t.db);
    const reader = await signInWithPermissions(t, ['CompanyModule:companies:read']);
    expect((await call('GET', '/api/companies', undefined, reader.cookie)).statusCode).toBe(200);
    const denied = await call('POST', '/api/companies', { name: 'Refusée' }, reader.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Forbidden resource');
  });
});
