import { type TariffRow, tariffGridToCsv, todayInFrance, validateTariffRecords } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gammes, products, productTariffs, roles, tariffZones } from '@/db/schema/index.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { SEED_PROVIDER_TYPES, seedCatalogue } from './catalogue.ts';
import { SEED_PRODUCTS, SEED_TARIFF_ZONES, seedTariffs } from './tariffs.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  // An administrator deleted a line before this version's seed ran: its product must be skipped.
  await t.db
    .delete(gammes)
    .where(and(eq(gammes.providerType, 'mutuelle-atlas'), eq(gammes.code, 'ATLAS_SANTE.OR')));
  await seedTariffs(t.db);
});
afterAll(() => t.close());

describe('seedTariffs', () => {
  it('writes the products, their grids and the zones once, skipping products whose gamme is gone', async () => {
    await seedTariffs(t.db);
    const rows = await t.db.select().from(products);
    expect(rows.map((row) => row.code).sort()).toEqual(
      SEED_PRODUCTS.map((seed) => seed.code)
        .filter((code) => code !== 'ATLAS_OR')
        .sort(),
    );
    const zones = await t.db.select().from(tariffZones);
    expect(zones).toHaveLength(SEED_PROVIDER_TYPES.length * SEED_TARIFF_ZONES.length);
    expect(zones.find((zone) => zone.providerType === 'actudata' && zone.departement === '75')?.zone).toBe(3);
  });

  it('gives every product a valid grid over four regimes and three zones, Alsace-Moselle cheaper than general', async () => {
    const rows = await t.db.select().from(productTariffs);
    for (const product of await t.db.select().from(products)) {
      const grid: TariffRow[] = rows.filter((row) => row.productId === product.id);
      const lines = tariffGridToCsv(grid).trimEnd().split('\n');
      const records = lines.map((line, index) => ({ line: index + 1, fields: line.split(',') }));
      expect({ code: product.code, errors: validateTariffRecords(records).errors }).toEqual({
        code: product.code,
        errors: [],
      });
      expect(new Set(grid.map((row) => `${row.regime}/${row.zone}`)).size).toBe(12);
      for (const row of grid.filter((candidate) => candidate.regime === 'alsace_moselle')) {
        const general = grid.find(
          (candidate) =>
            candidate.regime === 'general' &&
            candidate.zone === row.zone &&
            candidate.beneficiary === row.beneficiary &&
            candidate.ageMin === row.ageMin,
        );
        expect(row.monthlyCents).toBeLessThan(general?.monthlyCents ?? 0);
      }
    }
  });

  it('prices a demo family on the Santé Paris gammes out of the box, cheapest first', async () => {
    const admin = await signInWithPermissions(t, ['VenteModule:produits:quote']);
    await t.db.update(roles).set({ dataScope: 'all' }).where(eq(roles.id, admin.role.id));
    const year = Number(todayInFrance().slice(0, 4)) + 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/quotation?providerType=actudata',
      headers: { cookie: admin.cookie },
      payload: {
        effectiveDate: `${year}-01-01`,
        postcode: '69003',
        gammeCodes: ['SANTE_ESSENTIEL', 'SANTE_FAMILLE', 'DENTAIRE_OPTIQUE.RENFORCE', 'SANTE_SENIOR'],
        people: [
          { role: 'main', birthDate: `${year - 42}-03-14`, regime: 'general' },
          { role: 'spouse', birthDate: `${year - 40}-07-01`, regime: 'general' },
          { role: 'child', birthDate: `${year - 8}-09-23`, regime: 'general' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { offers, unpriceable } = response.json().data;
    expect(offers.map((offer: { product: { code: string } }) => offer.product.code).sort()).toEqual(
      [
        'DO_RENFORCE',
        'ESS_CONFORT',
        'ESS_ECO',
        'ESS_PREMIUM',
        'FAM_CONFORT',
        'FAM_ESSENTIEL',
        'FAM_PREMIUM',
      ].sort(),
    );
    const totals = offers.map((offer: { monthlyTotalCents: number }) => offer.monthlyTotalCents);
    expect(totals).toEqual([...totals].sort((left, right) => left - right));
    for (const offer of offers) {
      const sum = offer.people.reduce(
        (total: number, person: { monthlyCents: number }) => total + person.monthlyCents,
        0,
      );
      expect(offer.monthlyTotalCents).toBe(sum);
      expect(offer.yearlyTotalCents).toBe(sum * 12);
      expect(offer.explanation).toMatchObject({ departement: '69', zone: 2 });
      expect(offer.guarantees.length).toBeGreaterThan(0);
    }
    // The senior formulas start at 56.
    expect(unpriceable.map((entry: { product: { code: string } }) => entry.product.code).sort()).toEqual([
      'SEN_CONFORT',
      'SEN_EXCELLENCE',
    ]);
  });
});
