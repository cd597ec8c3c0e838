import { DEFAULT_PARAMETERS } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameters } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { readParameters } from './parameters.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('readParameters', () => {
  it('reads the defaults when nothing is stored, then the stored values over them', async () => {
    expect(await readParameters({ db: t.db })).toEqual(DEFAULT_PARAMETERS);
    await t.db.insert(parameters).values([
      { key: 'brokerageName', value: 'Courtage du Test' },
      { key: 'sepaCreditorIdentifier', value: 'fr72 abc 123456' },
      { key: 'signatureDelayHours', value: 48 },
    ]);
    expect(await readParameters({ db: t.db })).toEqual({
      ...DEFAULT_PARAMETERS,
      brokerageName: 'Courtage du Test',
      sepaCreditorIdentifier: 'FR72ABC123456',
      signatureDelayHours: 48,
    });
  });

  it('reads a stored value the schema refuses, or an unknown key, as the default', async () => {
    await t.db.delete(parameters);
    await t.db.insert(parameters).values([
      { key: 'sepaCreditorIdentifier', value: 'FR00ZZZ123456' },
      { key: 'signatureDelayHours', value: 'soon' },
      { key: 'retiredKey', value: true },
    ]);
    expect(await readParameters({ db: t.db })).toEqual(DEFAULT_PARAMETERS);
  });
});
