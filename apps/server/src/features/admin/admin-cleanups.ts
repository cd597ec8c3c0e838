import type { CleanupJob } from '@brokerage/shared';
import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@/db/client.ts';
import {
  captchaUses,
  listChanges,
  rateLimitHits,
  refreshTokens,
  revokedSessions,
  sessions,
  verificationCodes,
} from '@/db/schema/index.ts';
import { sweepUnreferencedObjects } from '@/features/files/files-sweep.service.ts';
import { CAPTCHA_TTL_MS } from '@/integrations/captcha/altcha-captcha.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import type { JobSchedule } from '@/platform/jobs/job-queue.ts';
import { RATE_LIMIT_MAX_WINDOW_MS } from '@/platform/rate-limit.ts';

const HOUR_MS = 3_600_000;

/** Expired verification codes are kept a day so a late try hears CODE_EXPIRED (features/identity), then go. */
export const EXPIRED_CODE_KEPT_MS = 24 * HOUR_MS;

/**
 * A cached exact total lives five minutes (platform/exact-totals.ts); the notes of the writes it is checked
 * against are kept an hour from each transaction's first write to the table. Only a transaction that committed
 * more than 55 minutes after that first write could have its note gone while a total counted during it is still
 * used: that total is then late by at most five minutes.
 */
export const LIST_CHANGES_KEPT_MS = HOUR_MS;

/** A cleanup and its schedule: hourly at different minutes, so the runs never pile up, or daily. */
export interface CleanupDefinition extends JobSchedule {
  job: CleanupJob;
  /**
   * Deletes what is old at `now` (real time: these rows and objects are stamped by the real clock) and answers how
   * many. Not in a transaction: each statement commits on its own, and the storage's calls hold no lock.
   */
  run: (context: {
    db: Executor;
    storage: ObjectStorage;
    now: Date;
    log: FastifyBaseLogger;
  }) => Promise<number>;
}

/** Deletes the rows of `table` whose `column` is before `cutoff`; answers how many went. */
const deleteBefore = async (db: Executor, table: PgTable, column: PgColumn, cutoff: Date) =>
  (await db.delete(table).where(lt(column, cutoff)).returning({ gone: sql`1` })).length;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** A cleanup run every hour at `minute` past, in UTC. */
const hourlyAt = (minute: number, job: CleanupJob, run: CleanupDefinition['run']): CleanupDefinition => ({
  job,
  cron: `${minute} * * * *`,
  timeZone: 'UTC',
  run,
});

/** A cleanup run once a day at `hour`:`minute`, in UTC. */
const dailyAt = (
  hour: number,
  minute: number,
  job: CleanupJob,
  run: CleanupDefinition['run'],
): CleanupDefinition => ({ job, cron: `${minute} ${hour} * * *`, timeZone: 'UTC', run });

/**
 * The housekeeping of the tables that only grow otherwise. Each deletes only rows no request can use any more:
 * a session past its expiry, a rate-limit hit older than the longest window, a spent captcha older than a
 * challenge lives, a verification code a day past its expiry, a refresh token past its expiry, a note of a write to
 * the listed tables older than any exact total still in use (`LIST_CHANGES_KEPT_MS`); and once a day, a stored
 * object no file row names, a week after it was written (`sweepUnreferencedObjects`: listing a bucket is not hourly
 * work).
 */
export const CLEANUPS: readonly CleanupDefinition[] = [
  // Revoked sessions are remembered until they would have expired: then they go too.
  hourlyAt(
    5,
    'cleanup.expired-sessions',
    async ({ db, now }) =>
      (await deleteBefore(db, sessions, sessions.expiresAt, now)) +
      (await deleteBefore(db, revokedSessions, revokedSessions.expiresAt, now)),
  ),
  hourlyAt(15, 'cleanup.rate-limit-hits', ({ db, now }) =>
    deleteBefore(db, rateLimitHits, rateLimitHits.hitAt, ago(now, RATE_LIMIT_MAX_WINDOW_MS)),
  ),
  hourlyAt(25, 'cleanup.captcha-uses', ({ db, now }) =>
    deleteBefore(db, captchaUses, captchaUses.usedAt, ago(now, CAPTCHA_TTL_MS)),
  ),
  hourlyAt(35, 'cleanup.verification-codes', ({ db, now }) =>
    deleteBefore(db, verificationCodes, verificationCodes.expiresAt, ago(now, EXPIRED_CODE_KEPT_MS)),
  ),
  hourlyAt(45, 'cleanup.refresh-tokens', ({ db, now }) =>
    deleteBefore(db, refreshTokens, refreshTokens.expiresAt, now),
  ),
  hourlyAt(55, 'cleanup.list-changes', ({ db, now }) =>
    deleteBefore(db, listChanges, listChanges.changedAt, ago(now, LIST_CHANGES_KEPT_MS)),
  ),
  // A refused sweep would be refused again minutes later, after listing the whole storage each time: tomorrow's
  // run is its retry.
  { ...dailyAt(3, 50, 'cleanup.unreferenced-files', sweepUnreferencedObjects), retryLimit: 0 },
];
