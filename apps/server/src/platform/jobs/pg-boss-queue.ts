import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql, Executor, RawSqlResult } from '@/db/client.ts';
import { executorSql } from './executor-sql.ts';
import {
  type EnqueueOptions,
  type FailedJobListener,
  JOB_DEFAULTS,
  JOB_RETENTION,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobSchedule,
  type RetriedJobHook,
} from './job-queue.ts';

/** pg-boss's tables live in this PostgreSQL schema of the application's database (one per test database). */
export const JOBS_SCHEMA = 'pgboss';

/** How long closing waits for running handlers before failing them (they are retried by the next start). */
const STOP_TIMEOUT_MS = 3_000;

/** A job name: lowercase words joined by `-` or `.` (`email.send`, `sale-pdfs`). */
const JOB_NAME = /^[a-z][a-z0-9]*([.-][a-z0-9]+)*$/;

export interface JobQueueOptions {
  /** The application's connection (pool or PGlite), shared with pg-boss. */
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  /** Poll and run jobs in this instance (JOBS_WORKERS); off, jobs run only through `runDue()`. */
  workers: boolean;
  pollIntervalSeconds: number;
}

/** The queue as the app drives it: `start` after the features registered, workers on ready, `stop` on close. */
export interface ManagedJobQueue extends JobQueue {
  /** Creates pg-boss's schema (or migrates it) and one pg-boss queue per registered job. */
  start(): Promise<void>;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
}

/** The id of a job enqueued with an idempotency key: the same name and key give the same id (a UUID-shaped hash). */
export const keyedJobId = (name: string, key: string) => {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** pg-boss 10's commands answer `{ affected }`, the rows they changed (its types say `void`). */
const affected = (response: unknown): number =>
  (response as { affected?: number } | undefined)?.affected ?? 0;

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

export const createJobQueue = ({
  executeSql,
  log,
  workers,
  pollIntervalSeconds,
}: JobQueueOptions): ManagedJobQueue => {
  const handlers = new Map<string, JobHandler<unknown>>();
  const retriedHooks = new Map<string, RetriedJobHook<unknown>>();
  const failedListeners: FailedJobListener[] = [];
  const inFlight = new Set<Promise<RawSqlResult>>();
  let started = false;
  let closed = false;
  /** Queues still being created for jobs registered after `start` (a test's own jobs). */
  let preparing: Promise<void> = Promise.resolve();

  const db: PgBoss.Db = {
    executeSql: (text, values) => {
      // Like pg-boss's own connection once closed: a handler finishing after shutdown writes nothing.
      // (pg-boss reads a missing result as "nothing affected"; its types do not say so.)
      if (closed) return Promise.resolve(undefined as unknown as RawSqlResult);
      const query = executeSql(text, values);
      inFlight.add(query);
      const forget = () => inFlight.delete(query);
      query.then(forget, forget);
      return query;
    },
  };
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    // Maintenance (expiring stuck jobs, archiving finished ones) and the cron clock run where workers run.
    supervise: workers,
    schedule: workers,
    archiveCompletedAfterSeconds: JOB_RETENTION.archiveAfterDays * 86_400,
    deleteAfterDays: JOB_RETENTION.deleteArchivedAfterDays,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));

  const createQueue = (name: string) => boss.createQueue(name);
  const schedules = new Map<string, JobSchedule>();
  /** Stored in pg-boss's schedule table (replacing the previous cron of the job); a cron with no time zone is UTC. */
  const saveSchedule = (name: string, { cron, timeZone, retryLimit }: JobSchedule) =>
    boss.schedule(
      name,
      cron,
      {},
      {
        tz: timeZone,
        retryLimit: retryLimit ?? JOB_DEFAULTS.retryLimit,
        retryDelay: JOB_DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
      },
    );

  const execute = async (name: string, job: PgBoss.JobWithMetadata<unknown>) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler is registered for the job "${name}".`);
    const attempt = job.retryCount + 1;
    const context: JobContext = {
      jobId: job.id,
      attempt,
      lastAttempt: attempt > job.retryLimit,
      log: log.child({ job: name, jobId: job.id, attempt }),
    };
    try {
      await handler(job.data, context);
    } catch (error) {
      context.log.warn({ err: error }, 'job attempt failed');
      if (context.lastAttempt) await tellFailed(name, job.id, attempt, asError(error), context.log);
      throw asError(error);
    }
  };

  /** The last attempt failed: no retry follows, so the listeners hear of it now (their errors stay theirs). */
  const tellFailed = async (
    name: string,
    jobId: string,
    attempts: number,
    error: Error,
    jobLog: FastifyBaseLogger,
  ) => {
    jobLog.error({ err: error }, 'job failed for good');
    for (const listener of failedListeners) {
      try {
        await listener({ jobId, name, attempts, error: error.message }, jobLog);
      } catch (listenerError) {
        jobLog.error({ err: listenerError }, 'a failed-job listener threw');
      }
    }
  };

  return {
    register(name, handler, options = {}) {
      if (!JOB_NAME.test(name))
        throw new Error(`"${name}" is not a job name (lowercase words joined by - or .).`);
      if (handlers.has(name)) throw new Error(`The job "${name}" has a handler already.`);
      handlers.set(name, handler as JobHandler<unknown>);
      if (options.onRetried) retriedHooks.set(name, options.onRetried as RetriedJobHook<unknown>);
      if (started) preparing = preparing.then(() => createQueue(name));
    },

    schedule(name, cron, options) {
      if (!handlers.has(name)) throw new Error(`No handler is registered for the job "${name}".`);
      if (schedules.has(name)) throw new Error(`The job "${name}" has a schedule already.`);
      const schedule: JobSchedule = { ...options, cron };
      schedules.set(name, schedule);
      if (started) preparing = preparing.then(() => saveSchedule(name, schedule));
    },

    async retryFailed(executor, name, id) {
      const db = executorSql(executor);
      const retried = affected(await boss.retry(name, id, { db })) === 1;
      const onRetried = retriedHooks.get(name);
      if (retried && onRetried) {
        const job = await boss.getJobById(name, id, { db, includeArchive: false });
        if (job) await onRetried(executor, job.data);
      }
      return retried;
    },

    async discardFailed(executor, name, id) {
      // pg-boss deletes by name and id whatever the state: the caller has locked the row and seen it failed.
      return affected(await boss.deleteJob(name, id, { db: executorSql(executor) })) === 1;
    },

    registered() {
      return [...handlers.keys()].sort().map((name) => ({ name, schedule: schedules.get(name) ?? null }));
    },

    onFailed(listener) {
      failedListeners.push(listener);
    },

    async enqueue(executor: Executor, name, payload, options: EnqueueOptions = {}) {
      if (!handlers.has(name)) throw new Error(`No handler is registered for the job "${name}".`);
      const keyedId = options.singletonKey ? keyedJobId(name, options.singletonKey) : undefined;
      const id = await boss.send(name, payload, {
        db: executorSql(executor),
        retryLimit: options.retryLimit ?? JOB_DEFAULTS.retryLimit,
        retryDelay: options.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.priority ? { priority: options.priority } : {}),
        ...(keyedId ? { id: keyedId, singletonKey: options.singletonKey } : {}),
      });
      // A job with the same key already there: nothing is inserted, and the caller gets that job.
      if (id) return id;
      if (keyedId) return keyedId;
      throw new Error(`The job "${name}" has no queue yet: enqueue it once the app is ready.`);
    },

    async runDue() {
      let ran = 0;
      for (;;) {
        let ranThisPass = 0;
        for (const name of handlers.keys()) {
          const [job] = await boss.fetch<unknown>(name, { includeMetadata: true });
          if (!job) continue;
          ranThisPass += 1;
          try {
            await execute(name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, asError(error));
          }
        }
        if (ranThisPass === 0) return ran;
        ran += ranThisPass;
      }
    },

    async start() {
      await boss.start();
      for (const name of handlers.keys()) await createQueue(name);
      for (const [name, schedule] of schedules) await saveSchedule(name, schedule);
      started = true;
    },

    async startWorkers() {
      await preparing;
      if (!workers) return;
      for (const name of handlers.keys()) {
        await boss.work<unknown>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollIntervalSeconds },
          async ([job]) => {
            // pg-boss completes the job when this resolves and fails it, keeping the error, when it throws.
            if (job) await execute(name, job);
          },
        );
      }
    },

    async stop() {
      if (closed) return;
      // Stops polling, waits a little for running handlers, then fails the ones still running (to be retried).
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false, wait: true });
      closed = true;
      // A worker may be between two statements; the database closes after us. (The timer must not hold the process.)
      await Promise.race([
        Promise.allSettled([...inFlight]),
        sleep(STOP_TIMEOUT_MS, undefined, { ref: false }),
      ]);
    },
  };
};
