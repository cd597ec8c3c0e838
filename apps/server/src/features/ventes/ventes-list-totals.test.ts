import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, type sales } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  createOrganisation,
  insertCustomer,
  insertSale,
  type Member,
  type Organisation,
  signInMember,
} from '@/test/sale-fixtures.ts';
import { onPostgres } from '@/test/two-instances.ts';

/**
 * A filter's exact total is counted once and reused while its tables do not change (platform/exact-totals.ts):
 * the next page asks `list_changes`, which a trigger writes for every transaction that writes sales or customers.
 */

let t: TestApp;
let org: Organisation;
let admin: Member;
let seller: Member;

beforeAll(async () => {
  t = await buildTestApp();
  org = await createOrganisation(t.db);
  admin = await signInMember(t, {
    dataScope: 'all',
    companyId: org.homeId,
    teamId: null,
    firstName: 'Admin',
  });
  seller = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Amina' });
});
afterAll(() => t.close());

const totalOf = async (filter: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/ventes?page=1&pageSize=2&${filter}`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { total, totalIsEstimate } = response.json() as { total: number; totalIsEstimate: boolean };
  expect(totalIsEstimate).toBe(false);
  return total;
};

/** A sale written with the triggers switched off: what a write path that bypassed `list_changes` would leave. */
const insertSaleUnnoticed = (values: Partial<typeof sales.$inferInsert>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertSale(tx, seller.user, values);
  });

describe('exact totals of the sale list', () => {
  it('reuses a counted total until a transaction writes the sales, then counts again', async () => {
    for (let index = 0; index < 3; index += 1) await insertSale(t.db, seller.user, { status: 'quoted' });
    const filter = `teamId=${org.teamId}&status=quoted`;
    expect(await totalOf(filter)).toBe(3);

    // Unseen by list_changes, so the total counted before is still the answer: it was not counted again.
    await insertSaleUnnoticed({ status: 'quoted' });
    expect(await totalOf(filter)).toBe(3);

    // Any write of the sales, even of a sale outside the filter, is seen by the next page, which counts again.
    await insertSale(t.db, seller.user, { status: 'draft' });
    expect(await totalOf(filter)).toBe(4);
  });

  it('counts again when a customer edit changes who a search finds', async () => {
    const found = await insertCustomer(t.db, { firstName: 'Gaspard', lastName: 'Vernier' });
    const other = await insertCustomer(t.db, { firstName: 'Octave', lastName: 'Brun' });
    await insertSale(t.db, seller.user, { customerId: found.id });
    await insertSale(t.db, seller.user, { customerId: other.id });
    expect(await totalOf('search=vernier')).toBe(1);

    await t.db
      .update(customers)
      .set({ lastName: 'Vernier', searchText: 'octave vernier' })
      .where(eq(customers.id, other.id));
    expect(await totalOf('search=vernier')).toBe(2);
  });

  it('writes one row per writing transaction and table, none for a rolled-back one', async () => {
    const rows = async () =>
      Number(
        (
          (await t.db.execute(sql`select count(*)::int as n from list_changes`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const before = await rows();
    await t.db.transaction(async (tx) => {
      await insertSale(tx, seller.user);
      await insertSale(tx, seller.user);
    });
    expect(await rows()).toBe(before + 1);
    await t.db
      .transaction(async (tx) => {
        await insertSale(tx, seller.user);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await rows()).toBe(before + 1);
  });
});

describe.skipIf(!onPostgres)(
  'exact totals and a transaction in progress (PostgreSQL: two connections)',
  () => {
    it('counts again once a write the count could not see commits', async () => {
      const filter = `sellerId=${seller.user.id}&status=lost`;
      expect(await totalOf(filter)).toBe(0);
      let countedMeanwhile = -1;
      await t.db.transaction(async (tx) => {
        await insertSale(tx, seller.user, { status: 'lost' });
        // Another connection counts while the insert is uncommitted: its snapshot cannot see it.
        await insertSale(t.db, seller.user, { status: 'draft' });
        countedMeanwhile = await totalOf(filter);
      });
      expect(countedMeanwhile).toBe(0);
      expect(await totalOf(filter)).toBe(1);
    });
  },
);
