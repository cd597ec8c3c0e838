import { adminErrors, type JobState } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { jobStateOf, pgbossJob } from '@/platform/jobs/job-tables.ts';
import { refuser } from '@/platform/refusals.ts';

const refuse = refuser(adminErrors);

interface JobActionContext {
  db: Database;
  jobs: Pick<JobQueue, 'retryFailed' | 'discardFailed'>;
  actor: AuditActor;
  ip: string | undefined;
  id: string;
}

/** The job, locked until the transaction ends, when it failed for good; 404 when the queue no longer holds it. */
const lockFailedJob = async (tx: Executor, id: string) => {
  const [job] = await tx
    .select({ name: pgbossJob.name, state: pgbossJob.state, retryLimit: pgbossJob.retryLimit })
    .from(pgbossJob)
    .where(eq(pgbossJob.id, id))
    .for('update');
  // Archived jobs (finished a week ago) are history: nothing to retry or discard there.
  if (!job) throw notFound('Job');
  const state = jobStateOf(job.state);
  if (state !== 'failed')
    throw refuse('JOB_NOT_FAILED', `Only a failed job can be retried or discarded; this one is ${state}.`, {
      state,
    });
  return job;
};

/** Puts a failed job back in the queue with one more attempt: the next worker poll (or `runDue`) runs it. */
export const retryJob = ({ db, jobs, actor, ip, id }: JobActionContext) =>
  db.transaction(async (tx) => {
    const job = await lockFailedJob(tx, id);
    if (!(await jobs.retryFailed(tx, job.name, id))) throw notFound('Job');
    const state: JobState = 'retry';
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'job',
      entityId: id,
      before: { name: job.name, state: 'failed', retryLimit: job.retryLimit },
      after: { name: job.name, state, retryLimit: job.retryLimit + 1 },
      ip,
    });
    return { id, name: job.name, state };
  });

/** Deletes a failed job for good (its payload and error go with it; the audit entry keeps its name). */
export const discardJob = ({ db, jobs, actor, ip, id }: JobActionContext) =>
  db.transaction(async (tx) => {
    const job = await lockFailedJob(tx, id);
    if (!(await jobs.discardFailed(tx, job.name, id))) throw notFound('Job');
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'job',
      entityId: id,
      before: { name: job.name, state: 'failed' },
      ip,
    });
    return { id, name: job.name, state: null };
  });
