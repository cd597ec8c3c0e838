import {
  type CallAttempt,
  type CallEligibility,
  callsErrors,
  type createCallAttemptInputSchema,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { callAttempts } from '@/db/schema/index.ts';
import { lockSaleInScope, type SaleRow } from '@/features/ventes/ventes-access.service.ts';
import type { AuditActor } from '@/platform/audit.ts';
import { auditedInsert } from '@/platform/audited-writes.ts';
import { now as clockNow } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { checkCallTo, lockCallTarget } from './calls-eligibility.service.ts';
import { customerPhoneOf, readCallAttempt } from './calls-read.service.ts';
import { addOpposition } from './opposition-write.service.ts';

const refuse = refuser(callsErrors);
const ENTITY = 'call_attempt';

/** The refusal of a blocked call: the rule's reason and, but for an opposed number, when calling opens again. */
const refusalOf = (eligibility: CallEligibility) => {
  if (eligibility.reason === null) return null;
  if (eligibility.reason === 'NUMBER_OPPOSED') {
    return refuse(
      'NUMBER_OPPOSED',
      'This number is on the do-not-call list and the customer has no contract.',
    );
  }
  return refuse(
    eligibility.reason,
    `Calling this prospect is allowed again from ${eligibility.allowedFrom}.`,
    {
      allowedFrom: eligibility.allowedFrom ?? '',
    },
  );
};

/**
 * `POST /ventes/{id}/calls`: an attempt made now (server clock) to the given number or the sale's customer's.
 * Refused with the rule's reason when outside the calling hours, on a closed day or holiday, over the
 * frequency limit, within the cooldown after a refusal, or to an opposed number; the rules count every
 * attempt to the number or the customer, not only this sale's. A refusal may add the number to the
 * do-not-call list in the same transaction.
 */
export const recordCallAttempt = async ({
  db,
  actor,
  ip,
  saleId,
  input,
}: WriteContext & {
  saleId: string;
  input: z.output<typeof createCallAttemptInputSchema>;
}): Promise<CallAttempt> =>
  db.transaction(async (tx) => {
    const sale = await lockSaleInScope(tx, actor, saleId);
    const at = clockNow();
    const phoneNumber = input.phoneNumber ?? (await customerPhoneOf(tx, sale));
    if (!phoneNumber) {
      throw refuse('CALL_PHONE_MISSING', 'The sale has no customer phone and the attempt names no number.');
    }
    if (input.callBackAt && new Date(input.callBackAt) <= at) {
      throw invalidField('callBackAt', 'The call back must be in the future.');
    }
    await lockCallTarget(tx, phoneNumber);
    const { eligibility } = await checkCallTo(
      tx,
      { phoneNumber, customerId: sale.customerId, saleId: sale.id },
      at,
    );
    const refusal = refusalOf(eligibility);
    if (refusal) throw refusal;
    const row = await auditedInsert(tx, {
      table: callAttempts,
      values: {
        saleId: sale.id,
        customerId: sale.customerId,
        agentId: actor.id,
        teamId: sale.teamId,
        companyId: sale.companyId,
        phoneNumber,
        at,
        outcome: input.outcome,
        callBackAt: input.callBackAt ? new Date(input.callBackAt) : null,
        note: input.note ?? null,
      },
      duplicate: () => new Error('call attempt id clash'),
      entity: ENTITY,
      actor,
      ip,
    });
    if (input.outcome === 'refused' && input.addToOppositionList) {
      await addOpposition(tx, {
        actor,
        ip,
        values: { phoneNumber, source: 'refused_call', reason: input.note ?? null, saleId: sale.id },
        ifAlreadyOpposed: 'keep',
      });
    }
    return readCallAttempt(tx, row.id);
  });

/**
 * The attempt the sale form's first step stands for (issue 11, "the sale form's first step creates one"): a
 * phone sale whose customer consented records an `interested` call at the consent's time, once per sale. It is
 * the call in progress, so it is logged, not refused: the hours and frequency are checked before dialling (the
 * eligibility the sale page shows) and by every attempt recorded afterwards.
 */
export const recordFirstStepAttempt = async (
  tx: Executor,
  { actor, ip, sale }: { actor: AuditActor; ip: string | undefined; sale: SaleRow },
): Promise<void> => {
  if (!sale.channel || sale.channel === 'in_person' || !sale.callConsentAt) return;
  const [existing] = await tx
    .select({ id: callAttempts.id })
    .from(callAttempts)
    .where(eq(callAttempts.saleId, sale.id))
    .limit(1);
  if (existing) return;
  await auditedInsert(tx, {
    table: callAttempts,
    values: {
      saleId: sale.id,
      customerId: sale.customerId,
      agentId: sale.sellerId,
      teamId: sale.teamId,
      companyId: sale.companyId,
      phoneNumber: await customerPhoneOf(tx, sale),
      at: sale.callConsentAt,
      outcome: 'interested',
    },
    duplicate: () => new Error('call attempt id clash'),
    entity: ENTITY,
    actor,
    ip,
  });
};
