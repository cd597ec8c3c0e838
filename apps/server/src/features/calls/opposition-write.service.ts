import {
  callsErrors,
  type createOppositionInputSchema,
  type OppositionEntry,
  type OppositionSource,
  type saleOppositionInputSchema,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { customers, oppositionNumbers } from '@/db/schema/index.ts';
import { lockSaleInScope } from '@/features/ventes/ventes-access.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { readOppositionEntry } from './opposition-read.service.ts';

const refuse = refuser(callsErrors);
export const OPPOSITION_ENTITY = 'opposition_number';

export interface OppositionValues {
  phoneNumber: string;
  source: OppositionSource;
  reason: string | null;
  saleId: string | null;
}

/**
 * Puts a number on the do-not-call list in the caller's transaction, audited. A number already there is
 * refused (NUMBER_ALREADY_OPPOSED) or kept as it is (`keep`: a refused call on an opposed number); returns the
 * new row's id, or null when it was kept.
 */
export const addOpposition = async (
  tx: Executor,
  {
    actor,
    ip,
    values,
    ifAlreadyOpposed,
  }: {
    actor: AuditActor;
    ip: string | undefined;
    values: OppositionValues;
    ifAlreadyOpposed: 'refuse' | 'keep';
  },
): Promise<string | null> => {
  const [row] = await tx
    .insert(oppositionNumbers)
    .values({ ...values, createdById: actor.id })
    .onConflictDoNothing({ target: oppositionNumbers.phoneNumber })
    .returning();
  if (!row) {
    if (ifAlreadyOpposed === 'keep') return null;
    throw refuse('NUMBER_ALREADY_OPPOSED', `${values.phoneNumber} is already on the do-not-call list.`);
  }
  await recordAudit({
    db: tx,
    actor,
    action: 'create',
    entity: OPPOSITION_ENTITY,
    entityId: row.id,
    after: row,
    ip,
  });
  return row.id;
};

/** `POST /opposition-numbers`: a number added at the customer's request (by the quality team). */
export const createOpposition = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: z.output<typeof createOppositionInputSchema> }): Promise<OppositionEntry> =>
  db.transaction(async (tx) => {
    const id = await addOpposition(tx, {
      actor,
      ip,
      values: {
        phoneNumber: input.phoneNumber,
        source: 'customer_request',
        reason: input.reason ?? null,
        saleId: null,
      },
      ifAlreadyOpposed: 'refuse',
    });
    return readOppositionEntry(tx, id as string);
  });

/**
 * `POST /ventes/{id}/opposition`: the sale's customer asks not to be called again; their phone goes on the list
 * (the sale's scope decides, 404 outside it).
 */
export const opposeSaleCustomer = async ({
  db,
  actor,
  ip,
  saleId,
  input,
}: WriteContext & {
  saleId: string;
  input: z.output<typeof saleOppositionInputSchema>;
}): Promise<OppositionEntry> =>
  db.transaction(async (tx) => {
    const sale = await lockSaleInScope(tx, actor, saleId);
    const [customer] = sale.customerId
      ? await tx.select({ phone: customers.phone }).from(customers).where(eq(customers.id, sale.customerId))
      : [];
    if (!customer) throw refuse('CALL_PHONE_MISSING', 'The sale has no customer phone to put on the list.');
    const id = await addOpposition(tx, {
      actor,
      ip,
      values: {
        phoneNumber: customer.phone,
        source: 'customer_request',
        reason: input.reason ?? null,
        saleId,
      },
      ifAlreadyOpposed: 'refuse',
    });
    return readOppositionEntry(tx, id as string);
  });

/** `DELETE /opposition-numbers/{id}`: the number may be called again (the customer withdrew the objection). */
export const deleteOpposition = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(oppositionNumbers).where(eq(oppositionNumbers.id, id)).returning();
    if (!row) throw notFound('Opposition number');
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: OPPOSITION_ENTITY,
      entityId: id,
      before: row,
      ip,
    });
  });
