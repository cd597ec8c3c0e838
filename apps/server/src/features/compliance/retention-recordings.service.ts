import {
  type DeletedRecording,
  type RecordingFacts,
  type RetentionRules,
  recordingRetention,
} from '@brokerage/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { files, sales } from '@/db/schema/index.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { saleRefusedAt } from './retention-facts.ts';

/** The job's name in the audit log: no staff member deletes these. */
export const RETENTION_ACTOR: AuditActor = { id: null, name: 'Retention job' };

const asDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

/** Every live recording of a sale, with the facts its retention depends on (one query). */
const recordingsWithFacts = (db: Database, now: Date) =>
  db
    .select({
      fileId: files.id,
      storageKey: files.storageKey,
      saleId: sales.id,
      storedAt: files.createdAt,
      name: files.name,
      size: files.size,
      sha256: files.sha256,
      signedAt: sql<unknown>`(select max(sr.signed_at) from signature_requests sr
        where sr.sale_id = ${sales.id} and sr.status = 'signed')`,
      refusedAt: saleRefusedAt(now),
      saleDeletedAt: sales.deletedAt,
      proposedAt: sql<unknown>`greatest(${sales.subscribedAt},
        (select max(sr.sent_at) from signature_requests sr where sr.sale_id = ${sales.id}),
        (select max(q.created_at) from quotes q where q.sale_id = ${sales.id}))`,
    })
    .from(files)
    .innerJoin(sales, eq(files.saleId, sales.id))
    .where(and(eq(files.kind, 'recording'), isNull(files.deletedAt), isNotNull(files.saleId)));

/**
 * Deletes the recordings the retention rules say are due: the bytes first (so a failure after it leaves a
 * record to retry, never bytes nobody knows of), then the record with its audit entry in one transaction.
 */
export const deleteDueRecordings = async ({
  db,
  storage,
  rules,
  now,
}: {
  db: Database;
  storage: ObjectStorage;
  rules: RetentionRules;
  now: Date;
}): Promise<DeletedRecording[]> => {
  const deleted: DeletedRecording[] = [];
  for (const row of await recordingsWithFacts(db, now)) {
    const facts: RecordingFacts = {
      signedAt: asDate(row.signedAt),
      refusedAt: asDate(row.refusedAt),
      saleDeletedAt: row.saleDeletedAt,
      proposedAt: asDate(row.proposedAt),
      storedAt: row.storedAt,
    };
    const verdict = recordingRetention(facts, rules, now);
    if (verdict.action === 'keep') continue;
    await storage.delete(row.storageKey);
    await db.transaction(async (tx) => {
      await tx.delete(files).where(eq(files.id, row.fileId));
      await recordAudit({
        db: tx,
        actor: RETENTION_ACTOR,
        action: 'delete',
        entity: 'file',
        entityId: row.fileId,
        before: { kind: 'recording', saleId: row.saleId, size: row.size, sha256: row.sha256 },
        after: { retentionReason: verdict.reason, dueAt: verdict.dueAt },
      });
    });
    deleted.push({
      fileId: row.fileId,
      saleId: row.saleId,
      reason: verdict.reason,
      dueAt: verdict.dueAt.toISOString(),
    });
  }
  return deleted;
};
