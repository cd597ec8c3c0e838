import { DEFAULT_PARAMETERS } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameterSet, parameters } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { createParametersCache } from './parameters-cache.ts';
import { PARAMETER_SET_ID } from './parameters-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A save as another instance makes it: the values and the version row, no local invalidation. */
const saveElsewhere = async (brokerageName: string, version: number) => {
  await t.db
    .insert(parameters)
    .values({ key: 'brokerageName', value: brokerageName })
    .onConflictDoUpdate({ target: parameters.key, set: { value: brokerageName } });
  await t.db
    .insert(parameterSet)
    .values({ id: PARAMETER_SET_ID, version })
    .onConflictDoUpdate({ target: parameterSet.id, set: { version } });
};

describe('createParametersCache', () => {
  it('trusts its copy for the TTL, then reloads when the version row moved', async () => {
    let clock = 0;
    const cache = createParametersCache({ ttlMs: 1_000, now: () => clock });
    expect((await cache.read(t.db)).parameters).toEqual(DEFAULT_PARAMETERS);

    await saveElsewhere('Saved elsewhere', 2);
    clock = 999;
    expect((await cache.read(t.db)).parameters.brokerageName).toBe(DEFAULT_PARAMETERS.brokerageName);
    clock = 1_000;
    const fresh = await cache.read(t.db);
    expect(fresh).toMatchObject({ version: 2, parameters: { brokerageName: 'Saved elsewhere' } });
  });

  it('keeps its copy past the TTL while the version has not moved, and drops it on invalidate', async () => {
    let clock = 0;
    const cache = createParametersCache({ ttlMs: 1_000, now: () => clock });
    await saveElsewhere('First', 3);
    expect((await cache.read(t.db)).parameters.brokerageName).toBe('First');
    // Same version: a value changed without a save is not noticed (every save bumps the version).
    await t.db.update(parameters).set({ value: 'Unversioned' });
    clock = 5_000;
    expect((await cache.read(t.db)).parameters.brokerageName).toBe('First');
    cache.invalidate();
    expect((await cache.read(t.db)).parameters.brokerageName).toBe('Unversioned');
  });
});
