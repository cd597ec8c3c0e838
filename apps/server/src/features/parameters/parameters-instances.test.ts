import { DEFAULT_PARAMETERS } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { onPostgres, startTwoInstances } from '@/test/two-instances.ts';
import { readParameters } from './parameters.service.ts';
import { PARAMETERS_CACHE_TTL_MS } from './parameters-cache.ts';

/**
 * Two instances, each with its cache, on one PostgreSQL database: a save through A is read by B within
 * PARAMETERS_CACHE_TTL_MS (PGlite is one process's database: the claim has no meaning there).
 */
describe.skipIf(!onPostgres)('parameters across two instances (PostgreSQL only)', () => {
  const apps = startTwoInstances();

  it('shows on B, within the cache bound, a save made through A', async () => {
    expect((await readParameters({ db: apps.b.db })).brokerageName).toBe(DEFAULT_PARAMETERS.brokerageName);
    const { cookie } = await signInWithPermissions(apps.a, [
      'ParametersModule:parameters:read',
      'ParametersModule:parameters:update',
    ]);
    const savedAt = Date.now();
    const saved = await apps.a.app.inject({
      method: 'PUT',
      url: '/api/parameters',
      headers: { cookie },
      payload: { ...DEFAULT_PARAMETERS, brokerageName: 'Saved through A', version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await readParameters({ db: apps.a.db })).brokerageName).toBe('Saved through A');

    let seen = (await readParameters({ db: apps.b.db })).brokerageName;
    while (seen !== 'Saved through A' && Date.now() - savedAt <= PARAMETERS_CACHE_TTL_MS + 500) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await readParameters({ db: apps.b.db })).brokerageName;
    }
    expect(seen).toBe('Saved through A');
  });
});
