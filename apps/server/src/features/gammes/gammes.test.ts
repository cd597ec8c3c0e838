import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, gammes, teams } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { callerFor, crudKeys, expectAnswer } from '@/test/record-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  admin = await signInWithPermissions(t, [...crudKeys('QuestionsModule:gammes')]);
});
afterAll(() => t.close());

const call = callerFor(() => ({ testApp: t, cookie: admin.cookie }));

const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'gamme'), eq(auditLog.entityId, entityId)));

const idOf = async (providerType: string, code: string) => {
  const [row] = await t.db
    .select()
    .from(gammes)
    .where(and(eq(gammes.providerType, providerType), eq(gammes.code, code)));
  if (!row) throw new Error(`no gamme ${code}`);
  return row.id;
};

describe('GET /api/questions/gammes', () => {
  it('answers a page of gammes with their API paths when filtered by provider type', async () => {
    const response = await call(
      'GET',
      '/api/questions/gammes?providerType=mutuelle-atlas&sort=code&order=desc',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(6);
    expect(
      body.data.every((gamme: { providerType: string }) => gamme.providerType === 'mutuelle-atlas'),
    ).toBe(true);
    expect(body.data[0]).toHaveProperty('apiPath');
  });

  it('answers one gamme by id and 404 for an unknown id', async () => {
    const id = await idOf('actudata', 'HOSPI_PLUS');
    const found = await call('GET', `/api/questions/gammes/${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id, code: 'HOSPI_PLUS', apiPath: '/v1/tarifs/hospi-plus' });
    const missing = await call('GET', '/api/questions/gammes/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/questions/gammes', () => {
  it('creates a line and a sub-line and writes one audit entry each when the input is valid', async () => {
    const line = await call('POST', '/api/questions/gammes', {
      providerType: 'santeplus',
      code: 'SANTE_PLUS_JEUNES',
      name: 'Santé Plus Jeunes',
      apiPath: '/v1/tarifs/sante-plus-jeunes',
    });
    expect(line.statusCode).toBe(201);
    expect(line.json().data).toMatchObject({ code: 'SANTE_PLUS_JEUNES', active: true, description: '' });
    const subLine = await call('POST', '/api/questions/gammes', {
      providerType: 'santeplus',
      code: 'SANTE_PLUS_JEUNES.ETUDIANT',
      name: 'Santé Plus Jeunes Étudiant',
    });
    expect(subLine.statusCode).toBe(201);
    expect(subLine.json().data.apiPath).toBeNull();

    const [entry] = await auditOf(line.json().data.id);
    expect(entry).toMatchObject({ action: 'create', actorId: admin.user.id });
    expect(entry?.changes.code).toEqual({ before: null, after: 'SANTE_PLUS_JEUNES' });
  });

  it.each([
    [
      '409 when the code already exists for that provider type',
      { providerType: 'actudata', code: 'SANTE_SENIOR', name: 'Again' },
      409,
      { code: 'CONFLICT', details: { reason: 'DUPLICATE' } },
    ],
    [
      '201 for the same code under another provider type',
      { providerType: 'mutuelle-atlas', code: 'SANTE_SENIOR', name: 'Atlas Senior' },
      201,
      { data: { providerType: 'mutuelle-atlas', code: 'SANTE_SENIOR' } },
    ],
    [
      '400 naming code when the sub-line has no bare line',
      { providerType: 'actudata', code: 'PREVOYANCE.SOLO', name: 'Orphan' },
      400,
      { details: { fields: [{ path: 'code', message: expect.stringContaining('PREVOYANCE') }] } },
    ],
    [
      '400 naming providerType when the provider type is unknown',
      { providerType: 'nobody', code: 'X', name: 'X' },
      400,
      { details: { fields: [{ path: 'providerType' }] } },
    ],
  ])('answers %s', async (_case, body, status, answer) => {
    expectAnswer(await call('POST', '/api/questions/gammes', body), status, answer);
  });

  it('answers 400 with the failing fields when the code and the name are malformed', async () => {
    const malformed = await call('POST', '/api/questions/gammes', {
      providerType: 'actudata',
      code: 'sante.senior.x',
      name: '',
    });
    expect(malformed.statusCode).toBe(400);
    const paths = malformed.json().details.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['code', 'name']));
  });
});

describe('PUT /api/questions/gammes/{id}', () => {
  it('changes name, activity and API path and records before and after when the fields are valid', async () => {
    const id = await idOf('actudata', 'SANTE_FAMILLE');
    const response = await call('PUT', `/api/questions/gammes/${id}`, {
      providerType: 'actudata',
      code: 'SANTE_FAMILLE',
      name: 'Santé Famille 2026',
      active: false,
      apiPath: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Santé Famille 2026', active: false, apiPath: null });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry?.changes).toMatchObject({
      name: { before: 'Santé Famille', after: 'Santé Famille 2026' },
      active: { before: true, after: false },
    });
    expect(entry?.changes).not.toHaveProperty('code');
  });

  it('answers 400 naming code when the code would change', async () => {
    const id = await idOf('actudata', 'SANTE_TNS');
    const response = await call('PUT', `/api/questions/gammes/${id}`, { code: 'SANTE_TNS_2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('code');
  });

  it('answers 404 when the gamme does not exist', async () => {
    const response = await call('PUT', '/api/questions/gammes/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/questions/gammes/{id}', () => {
  it('answers 409 naming the sub-lines when the line still has some', async () => {
    const response = await call('DELETE', `/api/questions/gammes/${await idOf('actudata', 'SANTE_SENIOR')}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'HAS_SUB_LINES', subLines: ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.EXCELLENCE'] },
    });
    expect(response.json().message).toContain('SANTE_SENIOR.CONFORT');
  });

  it('answers 409 naming the team when the gamme is assigned to one', async () => {
    const [company] = await t.db
      .insert(companies)
      .values({ name: 'Gammes Co', providerTypes: ['actudata'] })
      .returning();
    await t.db.insert(teams).values({
      name: 'Hospi team',
      companyId: company?.id ?? '',
      providerType: 'actudata',
      gammeAssignments: [{ providerType: 'actudata', gammes: ['HOSPI_PLUS', 'SANTE_TNS.SOLO'] }],
    });
    const response = await call(
      'DELETE',
      `/api/questions/gammes/${await idOf('actudata', 'SANTE_TNS.SOLO')}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ details: { reason: 'IN_USE', teams: ['Hospi team'] } });
    expect(response.json().message).toContain('Hospi team');
  });

  it('deletes an unused gamme and records the deletion', async () => {
    const id = await idOf('actudata', 'SANTE_TNS.FAMILLE');
    const response = await call('DELETE', `/api/questions/gammes/${id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(gammes).where(eq(gammes.id, id))).toEqual([]);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete']);
    expect((await call('DELETE', `/api/questions/gammes/${id}`)).statusCode).toBe(404);
  });
});

describe('gamme permissions', () => {
  it('lets a role holding exactly QuestionsModule:gammes:read list gammes but not create one', async () => {
    await resetRateLimits(t.db);
    const reader = await signInWithPermissions(t, ['QuestionsModule:gammes:read']);
    expect((await call('GET', '/api/questions/gammes', undefined, reader.cookie)).statusCode).toBe(200);
    const denied = await call(
      'POST',
      '/api/questions/gammes',
      { providerType: 'actudata', code: 'X', name: 'X' },
      reader.cookie,
    );
    expect(denied.statusCode).toBe(403);
  });
});
