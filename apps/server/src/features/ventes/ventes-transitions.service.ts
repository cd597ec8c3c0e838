import {
  allowedSaleTransitions,
  callsErrors,
  canTransition,
  missingCallConsent,
  type SaleStatus,
  transitionNeedsReason,
  ventesErrors,
} from '@brokerage/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { sales } from '@/db/schema/index.ts';
import type { AuditActor } from '@/platform/audit.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import { invalidField } from '@/platform/service-errors.ts';
import type { SaleRow } from './ventes-access.service.ts';

const refuse = refuser(ventesErrors, callsErrors);

/** 409 FORBIDDEN_TRANSITION naming the sale's status and where it may go, or nothing when the move is allowed. */
export const assertSaleTransition = (from: SaleStatus, to: SaleStatus): void => {
  if (canTransition(from, to)) return;
  const allowed = allowedSaleTransitions(from);
  throw refuse(
    'FORBIDDEN_TRANSITION',
    `A sale in status ${from} cannot become ${to}. Allowed: ${allowed.join(', ') || 'none'}.`,
    { status: from, allowed },
  );
};

/**
 * 409 CONSENT_MISSING when a phone sale would leave `draft` (for anything but `lost`) without the customer's
 * consent and the recording announcement of the first step (issue 11, Code des assurances L112-2-2).
 */
export const assertCallConsent = (sale: SaleRow, to: SaleStatus): void => {
  if (sale.status !== 'draft' || to === 'lost') return;
  const missing = missingCallConsent(sale);
  if (missing.length === 0) return;
  throw refuse(
    'CONSENT_MISSING',
    `A phone sale cannot leave draft without ${missing.join(', ')} (the first step of the form).`,
    { missing },
  );
};

/**
 * The one way a sale changes status (DESIGN §10): the state machine of `packages/shared`, the reason a move
 * needs, the versioned UPDATE (409 STALE_WRITE) and the audit entry, in the caller's transaction. The caller has
 * locked the sale (`lockSaleInScope`) and may write the step's own columns in the same UPDATE (`set`).
 */
export const applySaleTransition = async (
  tx: Executor,
  {
    actor,
    ip,
    sale,
    to,
    expected,
    reason,
    set,
    current,
  }: {
    /** A staff user, or `automatedActor(...)` when the customer or a job moves the sale (signing). */
    actor: AuditActor;
    ip: string | undefined;
    /** The locked row, as read in this transaction. */
    sale: SaleRow;
    to: SaleStatus;
    /** The version the client read. */
    expected: number | undefined;
    reason?: string | undefined;
    set?: PgUpdateSetSource<typeof sales>;
    /** The sale in its API shape, for the 409 STALE_WRITE answer. */
    current: () => unknown | Promise<unknown>;
  },
): Promise<SaleRow> => {
  assertSaleTransition(sale.status, to);
  if (transitionNeedsReason(to) && !reason) {
    throw invalidField('reason', `A reason is required for a sale to become ${to}.`);
  }
  assertCallConsent(sale, to);
  const at = now();
  return auditedUpdate(tx, {
    table: sales,
    id: sale.id,
    expected,
    set: {
      ...set,
      status: to,
      statusChangedAt: at,
      ...(to === 'lost' ? { lostReason: reason ?? null } : {}),
      // The signature itself; quality control handing the sale back to `signed` keeps the moment.
      ...(to === 'signed' && sale.status === 'awaiting_signature' ? { signedAt: at } : {}),
    },
    current,
    entity: 'sale',
    actor,
    ip,
    before: sale,
  });
};
