import { DEFAULT_PARAMETERS } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, parameterSet, parameters } from '@/db/schema/index.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { readParameters } from './parameters.service.ts';
import { parametersCacheOf } from './parameters-cache.ts';
import { readStoredParameters } from './parameters-store.ts';

let t: TestApp;
let editor: string;
let reader: string;

beforeAll(async () => {
  t = await buildTestApp();
  editor = (
    await signInWithPermissions(t, ['ParametersModule:parameters:read', 'ParametersModule:parameters:update'])
  ).cookie;
  reader = (await signInWithPermissions(t, ['ParametersModule:parameters:read'])).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(parameters);
  await t.db.delete(parameterSet);
  parametersCacheOf(t.db)?.invalidate();
});

const getParameters = (cookie = editor) =>
  t.app.inject({ method: 'GET', url: '/api/parameters', headers: { cookie } });
const putParameters = (payload: object, cookie = editor) =>
  t.app.inject({ method: 'PUT', url: '/api/parameters', headers: { cookie }, payload });

describe('readStoredParameters', () => {
  it('reads the defaults when nothing is stored, then the stored values over them', async () => {
    expect(await readStoredParameters(t.db)).toEqual(DEFAULT_PARAMETERS);
    await t.db.insert(parameters).values([
      { key: 'brokerageName', value: 'Courtage du Test' },
      { key: 'sepaCreditorIdentifier', value: 'fr72 abc 123456' },
      { key: 'signatureDelayHours', value: 48 },
    ]);
    expect(await readStoredParameters(t.db)).toEqual({
      ...DEFAULT_PARAMETERS,
      brokerageName: 'Courtage du Test',
      sepaCreditorIdentifier: 'FR72ABC123456',
      signatureDelayHours: 48,
    });
  });

  it('reads a stored value the schema refuses, or an unknown key, as the default', async () => {
    await t.db.insert(parameters).values([
      { key: 'sepaCreditorIdentifier', value: 'FR00ZZZ123456' },
      { key: 'signatureDelayHours', value: 'soon' },
      { key: 'retiredKey', value: true },
    ]);
    expect(await readStoredParameters(t.db)).toEqual(DEFAULT_PARAMETERS);
  });
});

describe('GET /api/parameters', () => {
  it('answers every parameter at version 1 while nothing was saved', async () => {
    const response = await getParameters(reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ...DEFAULT_PARAMETERS, version: 1, updatedAt: null });
  });

  it('refuses a caller without the read permission, and a signed-out one', async () => {
    const { cookie } = await signInWithPermissions(t, ['UserModule:users:read']);
    expect((await getParameters(cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/parameters' })).statusCode).toBe(401);
  });
});

describe('PUT /api/parameters', () => {
  const saved = {
    ...DEFAULT_PARAMETERS,
    brokerageName: 'Courtage du Nord',
    sepaCreditorIdentifier: 'fr72 abc 123456',
    callingRules: { ...DEFAULT_PARAMETERS.callingRules, windows: [{ start: '09:00', end: '12:00' }] },
    defaultPageSize: 50,
    smsSenderName: 'Nord',
    emailSenderName: 'Courtage du Nord',
  };

  it('saves the set under the version loaded, bumps it, and audits the changed keys old → new', async () => {
    const response = await putParameters({ ...saved, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      brokerageName: 'Courtage du Nord',
      sepaCreditorIdentifier: 'FR72ABC123456',
      version: 2,
    });
    expect(Date.parse(data.updatedAt)).not.toBeNaN();
    expect((await getParameters(reader)).json().data).toEqual(data);
    // Only the changed keys are stored: the others keep following their defaults.
    const keys = (await t.db.select({ key: parameters.key }).from(parameters)).map((row) => row.key).sort();
    expect(keys).toEqual(
      [
        'brokerageName',
        'callingRules',
        'defaultPageSize',
        'emailSenderName',
        'sepaCreditorIdentifier',
        'smsSenderName',
      ].sort(),
    );

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'parameters'));
    expect(entry).toMatchObject({ action: 'update', entityId: 'brokerage' });
    expect(entry?.changes).toMatchObject({
      brokerageName: { before: DEFAULT_PARAMETERS.brokerageName, after: 'Courtage du Nord' },
      callingRules: {
        before: DEFAULT_PARAMETERS.callingRules,
        after: { windows: [{ start: '09:00', end: '12:00' }] },
      },
    });
    expect(Object.keys(entry?.changes ?? {})).not.toContain('signatureDelayHours');
  });

  it('answers 409 STALE_WRITE with the current set on a stale or missing version, writing nothing', async () => {
    expect((await putParameters({ ...saved, version: 1 })).statusCode).toBe(200);
    for (const version of [1, undefined]) {
      const stale = await putParameters({ ...DEFAULT_PARAMETERS, brokerageName: 'Autre', version });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'STALE_WRITE',
        details: { current: { brokerageName: 'Courtage du Nord', version: 2 } },
      });
    }
    expect((await getParameters()).json().data).toMatchObject({
      brokerageName: 'Courtage du Nord',
      version: 2,
    });
  });

  it('keeps the version and writes no history when nothing changed', async () => {
    const response = await putParameters({ ...DEFAULT_PARAMETERS, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.version).toBe(1);
    expect(await t.db.select().from(parameters)).toEqual([]);
  });

  it('answers 400 naming each failing field, with the schema message, and saves nothing', async () => {
    const response = await putParameters({
      ...DEFAULT_PARAMETERS,
      sepaCreditorIdentifier: 'FR00ZZZ123456',
      callingRules: { ...DEFAULT_PARAMETERS.callingRules, windows: [{ start: '14:00', end: '13:00' }] },
      smsSenderName: 'A sender far too long',
      defaultPageSize: 0,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = JSON.stringify(response.json());
    for (const field of ['sepaCreditorIdentifier', 'callingRules', 'smsSenderName', 'defaultPageSize']) {
      expect(body).toContain(field);
    }
    expect(body).toContain('A creditor identifier is FR, two check digits');
    expect(body).toContain('A window ends after it starts');
    expect(await t.db.select().from(parameters)).toEqual([]);
  });

  it('refuses a caller who may only read', async () => {
    const response = await putParameters({ ...saved, version: 1 }, reader);
    expect(response.statusCode).toBe(403);
  });
});

describe('readParameters, the cached accessor', () => {
  it('serves the cached copy, sees a save through the route at once, and reads the same inside a transaction', async () => {
    expect((await readParameters({ db: t.db })).brokerageName).toBe(DEFAULT_PARAMETERS.brokerageName);
    // Behind the route's back: the cache does not look before its TTL.
    await t.db.insert(parameters).values({ key: 'brokerageName', value: 'Written behind its back' });
    expect((await readParameters({ db: t.db })).brokerageName).toBe(DEFAULT_PARAMETERS.brokerageName);

    await t.db.delete(parameters);
    const response = await putParameters({ ...DEFAULT_PARAMETERS, brokerageName: 'Saved', version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readParameters({ db: t.db })).brokerageName).toBe('Saved');
    const inTransaction = await t.db.transaction((tx) => readParameters({ db: tx }));
    expect(inTransaction.brokerageName).toBe('Saved');
  });
});
