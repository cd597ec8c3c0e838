import { wentThroughSubscription } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentGenerations, saleDocuments, sales } from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { seedDemoSales } from '@/db/seed/demo-sales.ts';
import { seedQuestionnaire } from '@/db/seed/questionnaire.ts';
import { seedDemo, seedRoles } from '@/db/seed/seed.ts';
import { seedTariffs } from '@/db/seed/tariffs.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { queueDemoDocuments } from './documents-demo.service.ts';
import { generateSaleDocuments } from './documents-generation.service.ts';

/** The demo's documents: queued once for the seeded sales that went through subscription. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedRoles(t.db);
  await seedCatalogue(t.db);
  await seedTariffs(t.db);
  await seedQuestionnaire(t.db);
  await seedDemo(t.db);
  await seedDemoSales(t.db, { appSecret: t.app.appSecret });
}, 60_000);
afterAll(() => t.close());

describe('queueDemoDocuments', () => {
  it('queues the documents of the sales that went through subscription, once, and they render', async () => {
    const subscribed = (await t.db.select().from(sales)).filter((row) => wentThroughSubscription(row.status));
    expect(subscribed.length).toBeGreaterThan(0);
    expect(await queueDemoDocuments(t.db, t.app.jobs)).toBe(subscribed.length);
    expect(await queueDemoDocuments(t.db, t.app.jobs)).toBe(0);
    const generations = await t.db.select().from(documentGenerations);
    expect(generations).toHaveLength(subscribed.length);
    // One generation rendered here; all of them are the workers' job after the start.
    const [generation] = generations;
    if (!generation) throw new Error('no generation');
    await generateSaleDocuments({
      db: t.db,
      storage: t.app.storage,
      bankDetailsBox: t.app.bankDetailsBox,
      payload: { saleId: generation.saleId, generationId: generation.id },
      lastAttempt: true,
    });
    const documents = await t.db
      .select()
      .from(saleDocuments)
      .where(eq(saleDocuments.saleId, generation.saleId));
    expect(documents).toHaveLength(5);
  }, 60_000);
});
