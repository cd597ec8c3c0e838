import {
  type BankDetails,
  type CurrentUser,
  hasPermission,
  maskIban,
  type PaymentFrequency,
} from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
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
