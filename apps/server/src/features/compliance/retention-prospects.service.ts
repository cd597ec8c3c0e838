import {
  type PurgedProspect,
  prospectContactCutoff,
  prospectRetention,
  type RetentionRules,
} from '@brokerage/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import {
  callAttempts,
  customers,
  emails,
  files,
  oppositionNumbers,
  quotes,
  saleDocuments,
  sales,
  signatureRequests,
} from '@/db/schema/index.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';
import { recordAudit } from '@/platform/audit.ts';
import { customerHasSignedSale, customerLastContactAt } from './retention-facts.ts';
import { RETENTION_ACTOR } from './retention-recordings.service.ts';

/** What stands in for a purged person's name: the record stays (statistics, history) but says nothing of them. */
export const ANONYMISED = 'Anonymised';

const asDate = (value: unknown) => new Date(value as string);

/** Live customers with nothing signed whose last contact is at or before the cutoff. */
const prospectCandidates = (db: Database, cutoff: Date) => {
  const lastContactAt = customerLastContactAt();
  return db
    .select({ id: customers.id, lastContactAt })
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        sql`not ${customerHasSignedSale()}`,
        sql`${lastContactAt} <= ${cutoff.toISOString()}::timestamptz`,
      ),
    );
};

/** The customer's personal data gone; kept: id, regime, language, owner/team/company (statistics, scope). */
const anonymiseCustomer = (tx: Executor, customerId: string, now: Date) =>
  tx
    .update(customers)
    .set({
      firstName: ANONYMISED,
      lastName: ANONYMISED,
      address: '',
      postcode: '',
      city: '',
      phone: '',
      email: null,
      searchText: '',
      bankDetailsSealed: null,
      bankDetailsUpdatedAt: null,
      deletedAt: now,
      version: sql`${customers.version} + 1`,
    })
    .where(eq(customers.id, customerId));

/**
 * The sales keep what statistics read (status, dates, seller, product, premiums) and lose what describes the
 * people: needs-analysis answers, household, free-text reasons; their quotes lose the insured people and the
 * payment, their signature requests and emails the signer's name and addresses.
 */
const anonymiseSales = async (tx: Executor, saleIds: string[]) => {
  if (saleIds.length === 0) return;
  await tx
    .update(sales)
    .set({
      answers: {},
      household: null,
      recommendationReason: null,
      lostReason: null,
      version: sql`${sales.version} + 1`,
    })
    .where(inArray(sales.id, saleIds));
  await tx.update(quotes).set({ users: [], payments: [] }).where(inArray(quotes.saleId, saleIds));
  await tx
    .update(signatureRequests)
    .set({ signerName: ANONYMISED, signerPhone: '', signerEmail: null, linkSealed: null, tokenHash: null })
    .where(inArray(signatureRequests.saleId, saleIds));
  await tx.update(emails).set({ recipient: '', data: {} }).where(inArray(emails.saleId, saleIds));
};

/**
 * The call log keeps each attempt (time, outcome, agent: the phone rules' history and statistics) and loses the
 * number and the free-text note; the attempt reaches the customer by id or through a sale of theirs. The
 * do-not-call list keeps their number (they asked not to be called; the list must keep working) but loses
 * the free-text reason written with it.
 */
const anonymiseCalls = async (tx: Executor, customerId: string, phone: string, saleIds: string[]) => {
  const attemptsOfCustomer =
    saleIds.length === 0
      ? eq(callAttempts.customerId, customerId)
      : or(eq(callAttempts.customerId, customerId), inArray(callAttempts.saleId, saleIds));
  await tx.update(callAttempts).set({ phoneNumber: null, note: null }).where(attemptsOfCustomer);
  const oppositionsOfCustomer = or(
    ...(saleIds.length === 0 ? [] : [inArray(oppositionNumbers.saleId, saleIds)]),
    ...(phone === '' ? [] : [eq(oppositionNumbers.phoneNumber, phone)]),
  );
  if (oppositionsOfCustomer === undefined) return;
  await tx.update(oppositionNumbers).set({ reason: null }).where(oppositionsOfCustomer);
};

/**
 * The sales' files: a file a document version points at keeps its record (marked deleted) so the document
 * history holds; any other record goes. The bytes are deleted by the caller, before.
 */
const removeFileRecords = async (tx: Executor, fileIds: string[], now: Date) => {
  if (fileIds.length === 0) return;
  const referenced = await tx
    .select({ fileId: saleDocuments.fileId })
    .from(saleDocuments)
    .where(inArray(saleDocuments.fileId, fileIds));
  const kept = new Set(referenced.map((row) => row.fileId));
  const keptIds = fileIds.filter((fileId) => kept.has(fileId));
  const droppedIds = fileIds.filter((fileId) => !kept.has(fileId));
  if (keptIds.length > 0)
    await tx.update(files).set({ deletedAt: now, name: ANONYMISED }).where(inArray(files.id, keptIds));
  if (droppedIds.length > 0) await tx.delete(files).where(inArray(files.id, droppedIds));
};

/** Purges one prospect: the files' bytes, then every record in one transaction with its audit entries. */
const purgeProspect = async ({
  db,
  storage,
  customerId,
  now,
  dueAt,
}: {
  db: Database;
  storage: ObjectStorage;
  customerId: string;
  now: Date;
  dueAt: Date;
}): Promise<PurgedProspect> => {
  const saleRows = await db.select({ id: sales.id }).from(sales).where(eq(sales.customerId, customerId));
  const saleIds = saleRows.map((row) => row.id);
  const fileRows =
    saleIds.length === 0
      ? []
      : await db
          .select({ id: files.id, storageKey: files.storageKey })
          .from(files)
          .where(and(inArray(files.saleId, saleIds), isNull(files.deletedAt)));
  for (const file of fileRows) await storage.delete(file.storageKey);
  const fileIds = fileRows.map((row) => row.id);

  await db.transaction(async (tx) => {
    // Read in the transaction, before the customer loses it: the do-not-call entry under their number.
    const [customer] = await tx
      .select({ phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, customerId));
    await anonymiseCalls(tx, customerId, customer?.phone ?? '', saleIds);
    await anonymiseCustomer(tx, customerId, now);
    await anonymiseSales(tx, saleIds);
    await removeFileRecords(tx, fileIds, now);
    // The audit entries name what happened, not the data: the history must not keep what was purged.
    const purged = { retentionPurgedAt: now, dueAt };
    await recordAudit({
      db: tx,
      actor: RETENTION_ACTOR,
      action: 'delete',
      entity: 'customer',
      entityId: customerId,
      after: purged,
    });
    for (const saleId of saleIds)
      await recordAudit({
        db: tx,
        actor: RETENTION_ACTOR,
        action: 'update',
        entity: 'sale',
        entityId: saleId,
        after: purged,
      });
    for (const fileId of fileIds)
      await recordAudit({
        db: tx,
        actor: RETENTION_ACTOR,
        action: 'delete',
        entity: 'file',
        entityId: fileId,
        after: purged,
      });
  });
  return { customerId, saleIds, fileIds, dueAt: dueAt.toISOString() };
};

/** Purges every prospect whose last contact is older than the retention period. */
export const purgeDueProspects = async ({
  db,
  storage,
  rules,
  now,
}: {
  db: Database;
  storage: ObjectStorage;
  rules: RetentionRules;
  now: Date;
}): Promise<PurgedProspect[]> => {
  const purged: PurgedProspect[] = [];
  for (const candidate of await prospectCandidates(db, prospectContactCutoff(rules, now))) {
    const verdict = prospectRetention(
      { hasSignedSale: false, lastContactAt: asDate(candidate.lastContactAt) },
      rules,
      now,
    );
    if (verdict.action === 'keep') continue;
    purged.push(await purgeProspect({ db, storage, customerId: candidate.id, now, dueAt: verdict.dueAt }));
  }
  return purged;
};
