import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gammes, providerTypes } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { createOrganisation, signInMember } from '@/test/sale-fixtures.ts';

let t: TestApp;
let reader: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  reader = (await signInWithPermissions(t, ['InsuranceModule:insurance:read'])).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie = reader) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the catalogue seed', () => {
  it('writes at least three provider types and six lines with sub-lines when run on an empty database', async () => {
    const types = await t.db.select().from(providerTypes);
    expect(types.map((type) => type.code)).toEqual(
      expect.arrayContaining(['actudata', 'santeplus', 'mutuelle-atlas']),
    );
    const lines = await t.db.select().from(gammes).where(eq(gammes.providerType, 'actudata'));
    expect(lines.filter((line) => !line.code.includes('.')).length).toBeGreaterThanOrEqual(6);
    expect(lines.map((line) => line.code)).toContain('SANTE_SENIOR.CONFORT');
    expect(lines.every((line) => line.apiPath?.startsWith('/v1/tarifs/'))).toBe(true);
  });

  it('changes nothing and brings no deleted line back when run again', async () => {
    const before = await t.db.select().from(gammes);
    await t.db.delete(gammes).where(eq(gammes.code, 'ATLAS_OBSEQUES'));
    await seedCatalogue(t.db);
    const after = await t.db.select().from(gammes);
    expect(after).toHaveLength(before.length - 1);
    await t.db.insert(gammes).values({
      providerType: 'mutuelle-atlas',
      code: 'ATLAS_OBSEQUES',
      name: 'Atlas Obsèques',
      apiPath: '/v1/tarifs/atlas-obseques',
    });
  });
});

describe('GET /api/insurance/providers', () => {
  it('answers the provider types as a page when the caller may read the catalogue', async () => {
    const response = await get('/api/insurance/providers?sort=code');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.data).toContainEqual({ code: 'actudata', name: 'Actudata', active: true });
  });

  it('answers every signed-in user, so pages that pick gammes work for any role, but keeps API paths back', async () => {
    await resetRateLimits(t.db);
    const questionsOnly = await signInWithPermissions(t, ['QuestionsModule:questions:read']);
    const providers = await get('/api/insurance/providers', questionsOnly.cookie);
    expect(providers.statusCode).toBe(200);
    expect(providers.json().total).toBe(3);
    const lines = await get(
      '/api/insurance/providers/actudata/gammes?includeApiPaths=true',
      questionsOnly.cookie,
    );
    expect(lines.statusCode).toBe(200);
    expect(lines.json().data[0]).not.toHaveProperty('apiPath');
    const forReader = await get('/api/insurance/providers/actudata/gammes?includeApiPaths=true');
    expect(forReader.json().data[0].apiPath).toMatch(/^\/v1\/tarifs\//);
    expect((await get('/api/insurance/gammes', 'sid=nobody')).statusCode).toBe(401);
  });
});

describe('GET /api/insurance/gammes', () => {
  it('filters by provider type and search and pages the result', async () => {
    const response = await get(
      '/api/insurance/gammes?providerType=actudata&search=senior&pageSize=2&sort=code',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).not.toHaveProperty('apiPath');
  });

  it('answers the API paths when includeApiPaths is true and only inactive lines when active=false', async () => {
    await t.db.update(gammes).set({ active: false }).where(eq(gammes.code, 'HOSPI_PLUS'));
    try {
      const response = await get('/api/insurance/gammes?active=false&includeApiPaths=true');
      expect(response.json().data).toEqual([
        expect.objectContaining({ code: 'HOSPI_PLUS', active: false, apiPath: '/v1/tarifs/hospi-plus' }),
      ]);
    } finally {
      await t.db.update(gammes).set({ active: true }).where(eq(gammes.code, 'HOSPI_PLUS'));
    }
  });

  it('answers 400 with the failing field when pageSize is over 100', async () => {
    const response = await get('/api/insurance/gammes?pageSize=101');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('pageSize');
  });
});

describe('GET /api/insurance/providers/{provider}/gammes', () => {
  it('answers { data: [...] } with each line followed by its sub-lines and no API path by default', async () => {
    const response = await get('/api/insurance/providers/actudata/gammes');
    expect(response.statusCode).toBe(200);
    const codes: string[] = response.json().data.map((gamme: { code: string }) => gamme.code);
    const senior = codes.indexOf('SANTE_SENIOR');
    expect(codes.slice(senior, senior + 3)).toEqual([
      'SANTE_SENIOR',
      'SANTE_SENIOR.CONFORT',
      'SANTE_SENIOR.EXCELLENCE',
    ]);
    expect(response.json().data[0]).not.toHaveProperty('apiPath');
  });

  it('answers the API paths when includeApiPaths is true and leaves inactive lines out unless asked', async () => {
    await t.db.update(gammes).set({ active: false }).where(eq(gammes.code, 'ATLAS_HOSPI'));
    try {
      const active = await get('/api/insurance/providers/mutuelle-atlas/gammes?includeApiPaths=true');
      expect(active.json().data.map((gamme: { code: string }) => gamme.code)).not.toContain('ATLAS_HOSPI');
      expect(active.json().data[0].apiPath).toMatch(/^\/v1\/tarifs\//);
      const all = await get('/api/insurance/providers/mutuelle-atlas/gammes?includeInactive=true');
      expect(all.json().data.map((gamme: { code: string }) => gamme.code)).toContain('ATLAS_HOSPI');
    } finally {
      await t.db.update(gammes).set({ active: true }).where(eq(gammes.code, 'ATLAS_HOSPI'));
    }
  });

  it("sellable=true keeps the lines the caller may sell: its team's, or all for root and admins", async () => {
    const org = await createOrganisation(t.db, [
      { providerType: 'actudata', gammes: ['SANTE_FAMILLE', 'SANTE_SENIOR.CONFORT'] },
    ]);
    const seller = await signInMember(t, { granted: [], companyId: org.homeId, teamId: org.teamId });
    const codesOf = async (url: string, cookie: string) => {
      const response = await get(url, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((gamme: { code: string }) => gamme.code) as string[];
    };
    expect(await codesOf('/api/insurance/providers/actudata/gammes?sellable=true', seller.cookie)).toEqual([
      'SANTE_FAMILLE',
      'SANTE_SENIOR',
      'SANTE_SENIOR.CONFORT',
    ]);
    expect(await codesOf('/api/insurance/providers/santeplus/gammes?sellable=true', seller.cookie)).toEqual(
      [],
    );
    const teamless = await signInMember(t, { granted: [], companyId: org.homeId, teamId: null });
    expect(await codesOf('/api/insurance/providers/actudata/gammes?sellable=true', teamless.cookie)).toEqual(
      [],
    );
    const admin = await signInMember(t, { granted: [], dataScope: 'all', companyId: null, teamId: null });
    const all = await codesOf('/api/insurance/providers/actudata/gammes', admin.cookie);
    expect(await codesOf('/api/insurance/providers/actudata/gammes?sellable=true', admin.cookie)).toEqual(
      all,
    );
    expect(all.length).toBeGreaterThan(3);
  });

  it('answers 404 when the provider type is unknown', async () => {
    const response = await get('/api/insurance/providers/nobody/gammes');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers 400 when includeApiPaths is not a boolean', async () => {
    const response = await get('/api/insurance/providers/actudata/gammes?includeApiPaths=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('includeApiPaths');
  });
});

describe('GET /api/insurance/providers/{providerType}/gammes/{gamme}', () => {
  it('answers one gamme by code, with its API path only when includeApiPath is true', async () => {
    const plain = await get('/api/insurance/providers/actudata/gammes/SANTE_SENIOR.CONFORT');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({ code: 'SANTE_SENIOR.CONFORT', providerType: 'actudata' });
    expect(plain.json().data).not.toHaveProperty('apiPath');
    const withPath = await get(
      '/api/insurance/providers/actudata/gammes/SANTE_SENIOR.CONFORT?includeApiPath=true',
    );
    expect(withPath.json().data.apiPath).toBe('/v1/tarifs/sante-senior/confort');
  });

  it('answers 404 when the gamme belongs to another provider type or does not exist', async () => {
    expect((await get('/api/insurance/providers/santeplus/gammes/SANTE_SENIOR')).statusCode).toBe(404);
    expect((await get('/api/insurance/providers/actudata/gammes/NOPE')).statusCode).toBe(404);
  });

  it('answers 400 when the code is not a gamme code', async () => {
    const response = await get('/api/insurance/providers/actudata/gammes/sante-senior');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('gamme');
  });
});
