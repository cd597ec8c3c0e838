import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@/db/client.ts';

/** What a handler knows about the run it is in. `attempt` counts from 1; a retry is attempt 2, 3… */
export interface JobContext {
  jobId: string;
  attempt: number;
  /** No retry follows if this attempt fails: what the handler records of a failure may then be final. */
  lastAttempt: boolean;
  log: FastifyBaseLogger;
}

/**
 * The work of one job. Resolving completes the job; throwing fails this attempt (the error is kept on the job)
 * and the job is tried again after a growing delay until its retry limit. Handlers must tolerate running twice
 * (an instance killed mid-job leaves it to expire and be retried), so write them to be idempotent.
 */
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

/** Which due job a worker takes first: higher first, then the oldest (pg-boss orders by priority, then creation). */
export const JOB_PRIORITY = { background: 0, someoneWaiting: 10 } as const;

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** JOB_PRIORITY: a person waiting on the result goes before background work queued earlier (default background). */
  priority?: number;
  /** Further attempts after the first fails (default JOB_DEFAULTS.retryLimit). */
  retryLimit?: number;
  /** The first retry's delay; each later one doubles, with jitter (default JOB_DEFAULTS.retryDelaySeconds). */
  retryDelaySeconds?: number;
  /**
   * An idempotency key: a second enqueue of the same job name and key enqueues nothing and answers the first
   * job's id, as long as that job is kept in the queue (until it is archived, JOB_RETENTION.archiveAfterDays after
   * it finished).
   */
  singletonKey?: string;
}

/** A job whose last allowed attempt failed: it stays `failed` until someone retries or discards it (admin console). */
export interface FailedJob {
  jobId: string;
  name: string;
  /** Attempts made, the failed one included. */
  attempts: number;
  /** The message of the last attempt's error. */
  error: string;
}

/**
 * Told once per job that fails for good. It runs after the attempt, outside the job's work: what it throws is
 * logged and changes nothing for the job. Write on `app.db` in a transaction of your own.
 */
export type FailedJobListener = (failed: FailedJob, log: FastifyBaseLogger) => Promise<void> | void;

/**
 * Runs in the transaction of an administrator's retry of a failed job, with the job's payload: the record the job
 * works on can say it is under way again (a document generation back to `queued`) before a worker takes it.
 * What it throws undoes the retry with it (the administrator sees the error): keep it to one guarded write.
 */
export type RetriedJobHook<Payload> = (executor: Executor, payload: Payload) => Promise<void>;

export interface RegisterOptions<Payload> {
  onRetried?: RetriedJobHook<Payload>;
}

/**
 * When a job runs on its own: at each time `cron` (five fields, minute first) matches in `timeZone`. `retryLimit`:
 * how many times a failed run is tried again (JOB_DEFAULTS' otherwise; 0 for a job whose failure the next run would
 * only repeat).
 */
export interface JobSchedule {
  cron: string;
  timeZone: string;
  retryLimit?: number;
}

export interface RegisteredJob {
  name: string;
  schedule: JobSchedule | null;
}

export interface JobQueue {
  /** Enqueue inside the caller's transaction: `executor` is the drizzle tx (or db). Rolled back → nothing enqueued. */
  enqueue<Payload extends object>(
    executor: Executor,
    name: string,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Features call this while registering their routes; workers start on app ready, stop on close. */
  register<Payload>(name: string, handler: JobHandler<Payload>, options?: RegisterOptions<Payload>): void;
  /**
   * Enqueues `name` (registered first) with an empty payload at each time `cron` (five fields, minute first)
   * matches in `timeZone`. Only instances that run workers keep the clock; the queue makes one job per
   * matching minute however many instances run. Call while registering the routes (`JobSchedule`).
   */
  schedule(name: string, cron: string, options: Omit<JobSchedule, 'cron'>): void;
  /**
   * Calls `listener` each time a job fails for good (its retry limit spent), e.g. to notify administrators.
   * Register while registering the routes; a job failed by pg-boss itself (timeout, shutdown) is retried and
   * reported when its last attempt fails in a handler.
   */
  onFailed(listener: FailedJobListener): void;
  /**
   * The admin console's hands on a failed job, inside the caller's transaction (`executor`): `retry` puts it back
   * to be run at once with one more attempt allowed (and calls the job's `onRetried`), `discard` deletes it. Each answers false when no job of that
   * name and id is `failed` (the caller checks the state first, under a lock, to say why).
   */
  retryFailed(executor: Executor, name: string, id: string): Promise<boolean>;
  discardFailed(executor: Executor, name: string, id: string): Promise<boolean>;
  /** The registered jobs by name, with their schedule when they have one (the console lists every queue). */
  registered(): RegisteredJob[];
  /** Tests (and the admin console later): process every job that is due now, until none is left; returns how many ran. */
  runDue(): Promise<number>;
}

/**
 * Retries of a job that gives no options: 5 more attempts, the delay doubling with jitter (pg-boss's backoff):
 * 30–60 s, then 1–2, 2–4, 4–8 and 8–16 minutes, about half an hour in all before the job is `failed`.
 */
export const JOB_DEFAULTS = { retryLimit: 5, retryDelaySeconds: 30 } as const;

/** Finished jobs stay listed (and idempotency keys hold) this long in the queue, then this long in its archive. */
export const JOB_RETENTION = { archiveAfterDays: 7, deleteArchivedAfterDays: 30 } as const;
