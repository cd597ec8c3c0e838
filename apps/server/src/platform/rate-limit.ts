import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { rateLimitHits } from '@/db/schema/index.ts';
import { AppError } from './app-error.ts';

export interface RateLimitRule {
  /** Hits allowed inside the window, this one included. */
  max: number;
  windowMs: number;
}

/** Hits older than this are useless to every rule, so the table never holds more than a day of history. */
export const RATE_LIMIT_MAX_WINDOW_MS = 24 * 3_600_000;

/** One consume in this many also sweeps the buckets nobody hits any more; the rest prune only their own bucket. */
const GLOBAL_PRUNE_ONE_IN = 100;

/** A hit on a bucket (an IP, a phone number…) at `now`, the current time unless a test fixes it. */
interface BucketHit {
  db: Executor;
  bucket: string;
  now?: Date;
}

/**
 * The frame of every limit: under a transaction-scoped advisory lock on the bucket (so count-then-insert is
 * atomic and concurrent requests cannot all slip under the limit), forgets the bucket's hits older than
 * `keepMs`, asks `waitLeft` how long the caller must still wait, and counts the hit only when it need not.
 */
const countHitUnlessRefused = (
  { db, bucket, now, keepMs }: Required<BucketHit> & { keepMs: number },
  waitLeft: (tx: Executor) => Promise<number | null>,
): Promise<number | null> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
    await tx
      .delete(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.hitAt, new Date(now.getTime() - keepMs))),
      );
    const retryAfterMs = await waitLeft(tx);
    if (retryAfterMs === null) await tx.insert(rateLimitHits).values({ bucket, hitAt: now });
    return retryAfterMs;
  });

const tooManyAttempts = (retryAfterMs: number) =>
  new AppError('TOO_MANY_ATTEMPTS_TRY_LATER', {
    details: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1_000)) },
  });

/**
 * Counts a hit against `bucket`, or throws TOO_MANY_ATTEMPTS_TRY_LATER (details.retryAfterSeconds) when any
 * rule's sliding window is full; a refused request is not counted. The hits live in PostgreSQL so every
 * server instance shares the limit (DESIGN §9).
 */
export const consumeRateLimit = async ({
  db,
  bucket,
  rules,
  now = new Date(),
}: BucketHit & { rules: readonly RateLimitRule[] }): Promise<void> => {
  const longestWindowMs = Math.max(...rules.map((rule) => rule.windowMs));
  if (!(longestWindowMs > 0 && longestWindowMs <= RATE_LIMIT_MAX_WINDOW_MS)) {
    throw new Error(`rate-limit windows must be between 1 ms and ${RATE_LIMIT_MAX_WINDOW_MS} ms`);
  }

  const retryAfterMs = await countHitUnlessRefused(
    { db, bucket, now, keepMs: longestWindowMs },
    async (tx) => {
      for (const rule of rules) {
        const windowStart = new Date(now.getTime() - rule.windowMs);
        const inWindow = and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, windowStart));
        const [counted] = await tx.select({ hits: count() }).from(rateLimitHits).where(inWindow);
        if ((counted?.hits ?? 0) < rule.max) continue;
        // The window frees a slot when its oldest hit leaves it.
        const [oldest] = await tx
          .select({ hitAt: rateLimitHits.hitAt })
          .from(rateLimitHits)
          .where(inWindow)
          .orderBy(asc(rateLimitHits.hitAt))
          .limit(1);
        return (oldest ? oldest.hitAt.getTime() : now.getTime()) + rule.windowMs - now.getTime();
      }
      return null;
    },
  );

  if (Math.random() * GLOBAL_PRUNE_ONE_IN < 1) await pruneRateLimitHits({ db, now });

  if (retryAfterMs !== null) throw tooManyAttempts(retryAfterMs);
};

/** Deletes hits no rule can still see; safe to call from any instance at any time. */
export const pruneRateLimitHits = async ({ db, now = new Date() }: { db: Executor; now?: Date }) => {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.hitAt, new Date(now.getTime() - RATE_LIMIT_MAX_WINDOW_MS)));
};

/** Forgets a bucket's hits, for limits that only count failures until the next success. */
export const resetRateLimit = async ({ db, bucket }: { db: Executor; bucket: string }) => {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
};

export interface BackoffRule {
  /** The wait after the first hit; each further hit in the window doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Hits older than this are forgotten. */
  windowMs: number;
}

/**
 * Counts a hit against `bucket` unless it comes too soon after the previous one: the wait doubles with each hit
 * still in the window, up to `maxWaitMs`. Unlike a hard cap, nobody can use it to block a bucket for longer than
 * `maxWaitMs`. Refusals throw TOO_MANY_ATTEMPTS_TRY_LATER with `details.retryAfterSeconds`, as consumeRateLimit.
 */
export const consumeBackoff = async ({
  db,
  bucket,
  rule,
  now = new Date(),
}: BucketHit & { rule: BackoffRule }): Promise<void> => {
  const retryAfterMs = await countHitUnlessRefused({ db, bucket, now, keepMs: rule.windowMs }, async (tx) => {
    const hits = await tx
      .select({ hitAt: rateLimitHits.hitAt })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, bucket))
      .orderBy(desc(rateLimitHits.hitAt));
    const [latest] = hits;
    if (!latest) return null;
    const waitMs = Math.min(rule.firstWaitMs * 2 ** (hits.length - 1), rule.maxWaitMs);
    const readyAt = latest.hitAt.getTime() + waitMs;
    return readyAt > now.getTime() ? readyAt - now.getTime() : null;
  });
  if (retryAfterMs !== null) throw tooManyAttempts(retryAfterMs);
};
