import {
  type BankDetails,
  type CurrentUser,
  hasPermission,
  maskIban,
  type PaymentFrequency,
} from '@brokerage/shared';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers } from '@/db/schema/index.ts';
import { recordAudit } from '@/platform/audit.ts';
import type { SecretBox } from '@/platform/secret-box.ts';

/**
 * Customers' bank details (issue 9): sealed with AES-256-GCM in one column (platform/secret-box.ts), opened
 * only here, shown in full only to holders of `CustomerModule:customers:bank-details`, never logged, and
 * audited as "bank details changed" without any value.
 */

export const BANK_DETAILS_PERMISSION = 'CustomerModule:customers:bank-details';

/** What the sealed column holds (as JSON). */
interface SealedBankDetails extends BankDetails {
  updatedAt: string;
}

export interface BankDetailsView {
  iban: string;
  ibanMasked: boolean;
  bic: string;
  holder: string;
  debitDay: number;
  frequency: PaymentFrequency;
  updatedAt: string;
}

/**
 * Seals and stores a customer's bank details, bumping the customer's version, with an audit entry that names
 * the change and no value. Runs in the caller's transaction; the caller has checked the customer is in scope.
 */
export const saveBankDetails = async (
  tx: Executor,
  {
    box,
    actor,
    ip,
    customerId,
    details,
  }: { box: SecretBox; actor: CurrentUser; ip: string | undefined; customerId: string; details: BankDetails },
): Promise<void> => {
  const updatedAt = new Date();
  const sealed: SealedBankDetails = { ...details, updatedAt: updatedAt.toISOString() };
  await tx
    .update(customers)
    .set({
      bankDetailsSealed: box.seal(JSON.stringify(sealed)),
      bankDetailsUpdatedAt: updatedAt,
      version: sql`${customers.version} + 1`,
    })
    .where(eq(customers.id, customerId));
  await recordAudit({
    db: tx,
    actor,
    action: 'update',
    entity: 'customer',
    entityId: customerId,
    // A marker, not the values: the audit trail says that the bank details changed and when.
    before: { bankDetails: null },
    after: { bankDetails: 'changed' },
    ip,
  });
};

/**
 * The stored details for the system's own use (the SEPA mandate of a sale's documents), without an actor: the
 * caller has checked the sale is in scope and must mask the IBAN before it leaves the server.
 */
export const openBankDetails = (box: SecretBox, sealed: string | null): BankDetails | null => {
  if (!sealed) return null;
  const { updatedAt: _updatedAt, ...details } = JSON.parse(box.open(sealed)) as SealedBankDetails;
  return details;
};

/** The stored details as the actor may see them: the IBAN in full only with the bank-details permission. */
export const readBankDetails = (
  box: SecretBox,
  actor: CurrentUser,
  sealed: string | null,
): BankDetailsView | null => {
  if (!sealed) return null;
  const details = JSON.parse(box.open(sealed)) as SealedBankDetails;
  const full = hasPermission(actor, BANK_DETAILS_PERMISSION);
  return {
    iban: full ? details.iban : maskIban(details.iban),
    ibanMasked: !full,
    bic: details.bic,
    holder: details.holder,
    debitDay: details.debitDay,
    frequency: details.frequency,
    updatedAt: details.updatedAt,
  };
};

/**
 * After a rotation of `APP_SECRET` (issue 9): re-seals, under the current key, every customer's bank details
 * still sealed under another one (the previous secret), in batches by id. Not a change of the record: neither
 * the version, nor `updatedAt`, nor the history moves. Each row is compare-and-set on its old sealed value, so
 * two instances starting together do not fight. Details no key opens are left as they are and counted.
 * Once it reports nothing left, `APP_SECRET_PREVIOUS` can be removed.
 */
export const resealBankDetails = async (
  db: Executor,
  box: SecretBox,
  batchSize = 200,
): Promise<{ resealed: number; unreadable: number }> => {
  const currentPrefix = `${box.currentKeyId}.`;
  let resealed = 0;
  let unreadable = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ id: customers.id, sealed: customers.bankDetailsSealed })
      .from(customers)
      .where(
        and(
          isNotNull(customers.bankDetailsSealed),
          // The key id is base64url: compared as a prefix, not a LIKE pattern (`_` would be a wildcard).
          sql`left(${customers.bankDetailsSealed}, ${currentPrefix.length}) <> ${currentPrefix}`,
          after ? gt(customers.id, after) : undefined,
        ),
      )
      .orderBy(customers.id)
      .limit(batchSize);
    for (const { id, sealed } of rows) {
      let plaintext: string;
      try {
        plaintext = box.open(sealed ?? '');
      } catch {
        unreadable += 1;
        continue;
      }
      const updated = await db
        .update(customers)
        .set({ bankDetailsSealed: box.seal(plaintext), updatedAt: sql`${customers.updatedAt}` })
        .where(and(eq(customers.id, id), eq(customers.bankDetailsSealed, sealed ?? '')))
        .returning({ id: customers.id });
      resealed += updated.length;
    }
    after = rows.at(-1)?.id;
    if (rows.length < batchSize) return { resealed, unreadable };
  }
};
