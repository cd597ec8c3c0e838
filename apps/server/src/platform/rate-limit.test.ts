import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { consumeRateLimit, pruneRateLimitHits } from './rate-limit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, seconds));
const hit = (bucket: string, now: Date, max = 3, windowMs = 60_000) =>
  consumeRateLimit({ db: t.db, bucket, rules: [{ max, windowMs }], now });

describe('consumeRateLimit', () => {
  it('refuses the hit beyond the limit and frees a slot when the oldest hit leaves the window', async () => {
    await hit('sliding', at(0));
    await hit('sliding', at(10));
    await hit('sliding', at(20));
    await expect(hit('sliding', at(30))).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS_TRY_LATER',
      statusCode: 429,
      details: { retryAfterSeconds: 30 },
    });
    // The refused hit was not counted, and at 61 s the first hit is out of the window.
    await expect(hit('sliding', at(61))).resolves.toBeUndefined();
    await expect(hit('sliding', at(62))).rejects.toMatchObject({ details: { retryAfterSeconds: 8 } });
  });

  it('counts each bucket on its own', async () => {
    await hit('bucket-a', at(0), 1);
    await expect(hit('bucket-a', at(1), 1)).rejects.toMatchObject({ statusCode: 429 });
    await expect(hit('bucket-b', at(1), 1)).resolves.toBeUndefined();
  });

  it('refuses when any one of several rules is full', async () => {
    const rules = [
      { max: 1, windowMs: 60_000 },
      { max: 2, windowMs: 3_600_000 },
    ];
    const consume = (now: Date) => consumeRateLimit({ db: t.db, bucket: 'two-rules', rules, now });
    await consume(at(0));
    await expect(consume(at(30))).rejects.toMatchObject({ details: { retryAfterSeconds: 30 } });
    await consume(at(61));
    await expect(consume(at(200))).rejects.toMatchObject({ details: { retryAfterSeconds: 3_600 - 200 } });
  });

  it('lets exactly max hits through when they arrive at the same time', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => hit('concurrent', at(0), 4)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    const stored = await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, 'concurrent'));
    expect(stored).toHaveLength(4);
  });

  it('deletes hits older than a day when pruning', async () => {
    await hit('old', at(0), 5);
    await hit('recent', new Date(at(0).getTime() + 23 * 3_600_000), 5);
    await pruneRateLimitHits({ db: t.db, now: new Date(at(0).getTime() + 24 * 3_600_000 + 1_000) });
    const buckets = (await t.db.select().from(rateLimitHits)).map((row) => row.bucket);
    expect(buckets).not.toContain('old');
    expect(buckets).toContain('recent');
  });
});
