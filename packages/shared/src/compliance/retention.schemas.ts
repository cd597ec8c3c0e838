import { z } from 'zod';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { retentionRulesSchema } from '../parameters/parameters.schemas.ts';
import { RECORDING_DELETION_REASONS } from './retention.rules.ts';

/** A recording the retention job deleted: bytes and record. */
export const deletedRecordingSchema = z.object({
  fileId: z.uuid(),
  saleId: z.uuid(),
  reason: z.enum(RECORDING_DELETION_REASONS),
  /** When the rule made it due. */
  dueAt: z.iso.datetime(),
});

/** A prospect the retention job purged: the customer and their sales anonymised, their sales' files deleted. */
export const purgedProspectSchema = z.object({
  customerId: z.uuid(),
  saleIds: z.array(z.uuid()),
  fileIds: z.array(z.uuid()),
  /** The last contact plus the retention period. */
  dueAt: z.iso.datetime(),
});

export const retentionRunDeletionsSchema = z.object({
  recordings: z.array(deletedRecordingSchema),
  prospects: z.array(purgedProspectSchema),
});
export type RetentionRunDeletions = z.infer<typeof retentionRunDeletionsSchema>;

/** One run of the daily retention job, as administrators read it (`GET /api/admin/retention-runs`). */
export const retentionRunSchema = z.object({
  id: z.uuid(),
  ranAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  rules: retentionRulesSchema,
  recordingsDeleted: z.number().int().min(0),
  prospectsPurged: z.number().int().min(0),
  deletions: retentionRunDeletionsSchema,
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

/** The runs, newest first. */
export const retentionRunsQuerySchema = listQuerySchema(['ranAt']);
export type RetentionRunsQuery = z.infer<typeof retentionRunsQuerySchema>;
export type DeletedRecording = z.infer<typeof deletedRecordingSchema>;
export type PurgedProspect = z.infer<typeof purgedProspectSchema>;
