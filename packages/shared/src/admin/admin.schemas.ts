import { z } from 'zod';
import { JOB_STATES, jobStateSchema } from '../jobs/jobs.schemas.ts';
import { listQuerySchema } from '../lists/list.schemas.ts';

/** Which PostgreSQL the server runs on: the embedded PGlite or a PostgreSQL server (DESIGN §2). */
export const databaseDriverSchema = z.enum(['pglite', 'postgres']);
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

/** The console's System section: what runs, on what, and whether its database answers. */
export const systemInfoSchema = z.object({
  version: z.string(),
  driver: databaseDriverSchema,
  database: z.object({
    status: z.enum(['up', 'down']),
    /** The round trip of one `select 1`, in milliseconds (null when the database did not answer). */
    latencyMs: z.number().min(0).nullable(),
  }),
  nodeVersion: z.string(),
  /** Seconds since this server instance started. */
  uptimeSeconds: z.number().int().min(0),
  /** When the answer was made (the server's clock). */
  checkedAt: z.iso.datetime(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

/** How many jobs of one kind stand in each state (finished jobs until they are archived). */
export const jobQueueCountsSchema = z.object({
  name: z.string(),
  counts: z.object(
    Object.fromEntries(JOB_STATES.map((state) => [state, z.number().int().min(0)])) as Record<
      (typeof JOB_STATES)[number],
      z.ZodNumber
    >,
  ),
});
export type JobQueueCounts = z.infer<typeof jobQueueCountsSchema>;
export const jobQueuesResponseSchema = z.object({ data: z.array(jobQueueCountsSchema) });

/** The state a retried or discarded job was in, and where it is now. */
export const jobActionResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: jobStateSchema.nullable(),
});
export const jobActionResponseSchema = z.object({ data: jobActionResultSchema });

/** A live product session, as the console lists it. `id` designates it (the hash of the cookie, never the cookie). */
export const adminSessionSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.uuid(), name: z.string(), phone: z.string() }),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of the administrator who asks. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Live sessions, most recently seen first unless sorted otherwise; `search` matches the user's name or phone. */
export const adminSessionsQuerySchema = listQuerySchema(['lastSeenAt', 'createdAt', 'expiresAt']).extend({
  userId: z.uuid().optional(),
});
export type AdminSessionsQuery = z.infer<typeof adminSessionsQuerySchema>;

/** A session's id: the SHA-256 of its cookie, in base64url (43 characters). */
export const sessionParamsSchema = z.object({ id: z.string().regex(/^[\w-]{43}$/) });
export const userSessionsParamsSchema = z.object({ userId: z.uuid() });
/** How many sessions a revocation ended (an administrator's, or a user's "sign out everywhere else"). */
export const revokedSessionsResponseSchema = z.object({
  data: z.object({ revoked: z.number().int().min(0) }),
});

/** The housekeeping jobs (issue 12): each deletes rows, or stored files, nobody can use any more. */
export const CLEANUP_JOBS = [
  'cleanup.expired-sessions',
  'cleanup.rate-limit-hits',
  'cleanup.captcha-uses',
  'cleanup.verification-codes',
  'cleanup.refresh-tokens',
  'cleanup.list-changes',
  'cleanup.unreferenced-files',
] as const;
export const cleanupJobSchema = z.enum(CLEANUP_JOBS);
export type CleanupJob = z.infer<typeof cleanupJobSchema>;

export const cleanupRunSchema = z.object({
  id: z.uuid(),
  job: cleanupJobSchema,
  ranAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  deleted: z.number().int().min(0),
});
export type CleanupRun = z.infer<typeof cleanupRunSchema>;

/** A cleanup job, its schedule and its latest run (null before the first). */
export const cleanupSchema = z.object({
  job: cleanupJobSchema,
  cron: z.string(),
  timeZone: z.string(),
  lastRun: cleanupRunSchema.nullable(),
  /** Rows deleted by the runs kept (the last 30 days). */
  deletedLast30Days: z.number().int().min(0),
});
export type Cleanup = z.infer<typeof cleanupSchema>;
export const cleanupsResponseSchema = z.object({ data: z.array(cleanupSchema) });
export const cleanupParamsSchema = z.object({ job: cleanupJobSchema });
export const cleanupRunResponseSchema = z.object({ data: cleanupRunSchema });
