import { z } from 'zod';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { singleLineText } from '../text/text.schemas.ts';

/**
 * Where a background job stands: `waiting` to start (or for its start time), `running`, `retry` (an attempt
 * failed; it waits for the next one), `done`, `failed` (its last attempt failed and no retry is left) or
 * `cancelled`.
 */
export const JOB_STATES = ['waiting', 'running', 'retry', 'done', 'failed', 'cancelled'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

export const jobSchema = z.object({
  id: z.uuid(),
  /** The kind of work (`email.send`, `sale-pdfs`…). */
  name: z.string(),
  state: jobStateSchema,
  /** Attempts started so far (0 while waiting for the first). */
  attempts: z.number().int().min(0),
  /** Attempts allowed after the first one fails. */
  retryLimit: z.number().int().min(0),
  /** The message of the last failed attempt, while the job is not done. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When the job (or its next attempt) may start. */
  startAfter: z.iso.datetime(),
  /** When the last attempt started. */
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** The list of jobs, newest first unless sorted otherwise; `search` matches the name. */
export const jobsQuerySchema = listQuerySchema(['createdAt', 'name']).extend({
  state: jobStateSchema.optional(),
  name: singleLineText().max(100).optional(),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;
