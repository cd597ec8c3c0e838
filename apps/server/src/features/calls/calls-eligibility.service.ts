import {
  attemptsInWindow,
  type CallEligibility,
  type CallingRules,
  type CallVerdict,
  type CurrentUser,
  checkCall,
  type PhoneCallEligibility,
} from '@brokerage/shared';
import { and, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { callAttempts, contracts, customers, oppositionNumbers, sales } from '@/db/schema/index.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { findSaleInScope } from '@/features/ventes/ventes-access.service.ts';
import { now as clockNow } from '@/platform/clock.ts';
import { closedDatesAround } from './calls-closed-dates.service.ts';
import { customerPhoneOf } from './calls-read.service.ts';

/** Whom a call reaches: the number dialled and, when known, the customer (and so every sale of theirs). */
export interface CallTarget {
  phoneNumber: string | null;
  customerId: string | null;
  /** The sale the call is made for: its own attempts count even before it has a customer. */
  saleId?: string | undefined;
}

const DAY_MS = 86_400_000;

/** Customers reached by the target: the one named and those holding the number. */
const customerIdsOf = async (db: Executor, target: CallTarget): Promise<string[]> => {
  const ids = new Set(target.customerId ? [target.customerId] : []);
  if (target.phoneNumber) {
    const rows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.phone, target.phoneNumber));
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
};

/**
 * Every attempt to the prospect that the frequency rules may still count, whoever made it and on whichever sale:
 * to the number, to the customer, or on a sale of the customer (the first step's attempt has no number yet).
 */
const attemptsToTarget = async (db: Executor, target: CallTarget, customerIds: string[], since: Date) => {
  const reaches: (SQL | undefined)[] = [
    target.phoneNumber ? eq(callAttempts.phoneNumber, target.phoneNumber) : undefined,
    target.saleId ? eq(callAttempts.saleId, target.saleId) : undefined,
  ];
  if (customerIds.length > 0) {
    reaches.push(inArray(callAttempts.customerId, customerIds));
    reaches.push(
      inArray(
        callAttempts.saleId,
        db.select({ id: sales.id }).from(sales).where(inArray(sales.customerId, customerIds)),
      ),
    );
  }
  const reached = reaches.filter((condition): condition is SQL => condition !== undefined);
  if (reached.length === 0) return [];
  return db
    .select({ at: callAttempts.at, outcome: callAttempts.outcome })
    .from(callAttempts)
    .where(and(gte(callAttempts.at, since), or(...reached)));
};

/**
 * "Under contract": one of the customers holds an active contract (issue 11's opposition exception). A
 * withdrawn, cancelled or terminated contract no longer lets the brokerage call an opposed number. The
 * compliance report reads the same (`features/compliance`).
 */
export const isUnderContract = async (db: Executor, customerIds: string[]): Promise<boolean> => {
  if (customerIds.length === 0) return false;
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(inArray(contracts.customerId, customerIds), eq(contracts.status, 'active')))
    .limit(1);
  return Boolean(row);
};

const isOpposed = async (db: Executor, phoneNumber: string | null): Promise<boolean> => {
  if (!phoneNumber) return false;
  const [row] = await db
    .select({ id: oppositionNumbers.id })
    .from(oppositionNumbers)
    .where(eq(oppositionNumbers.phoneNumber, phoneNumber));
  return Boolean(row);
};

export interface CallCheck {
  verdict: CallVerdict;
  eligibility: CallEligibility;
  rules: CallingRules;
}

/**
 * Every phone-selling rule for a call to `target` at the server clock's now: what `POST /ventes/{id}/calls`
 * enforces and what the eligibility routes show before the agent dials.
 */
export const checkCallTo = async (db: Executor, target: CallTarget, at = clockNow()): Promise<CallCheck> => {
  const { callingRules: rules } = await readParameters({ db });
  const lookBackDays = Math.max(rules.attemptWindowDays, rules.refusalCooldownDays) + 1;
  const customerIds = await customerIdsOf(db, target);
  const [attempts, underContract, opposed] = await Promise.all([
    attemptsToTarget(db, target, customerIds, new Date(at.getTime() - lookBackDays * DAY_MS)),
    isUnderContract(db, customerIds),
    isOpposed(db, target.phoneNumber),
  ]);
  const records = attempts.map((attempt) => ({ at: attempt.at.toISOString(), outcome: attempt.outcome }));
  const verdict = checkCall({
    rules,
    closedDates: closedDatesAround(rules, at),
    attempts: records,
    opposed,
    underContract,
    now: at,
  });
  return {
    verdict,
    rules,
    eligibility: {
      phoneNumber: target.phoneNumber,
      allowed: verdict.allowed,
      reason: verdict.allowed ? null : verdict.reason,
      allowedFrom: verdict.allowed ? null : verdict.allowedFrom,
      attemptsInWindow: attemptsInWindow(rules, records, at).length,
      maxAttempts: rules.maxAttempts,
      underContract,
      opposed,
    },
  };
};

/**
 * Serialises the calls to one number for the rest of the transaction, so two agents recording at once cannot
 * both pass a limit of four with three attempts made.
 */
export const lockCallTarget = async (tx: Executor, phoneNumber: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`call:${phoneNumber}`}))`);
};

/** `GET /ventes/{id}/calls/eligibility`: may the sale's customer be called now, and if not why and from when. */
export const saleCallEligibility = async ({
  db,
  actor,
  saleId,
}: {
  db: Executor;
  actor: CurrentUser;
  saleId: string;
}): Promise<CallEligibility> => {
  const sale = await findSaleInScope(db, actor, saleId);
  const phoneNumber = await customerPhoneOf(db, sale);
  const { eligibility } = await checkCallTo(db, { phoneNumber, customerId: sale.customerId, saleId });
  return eligibility;
};

/**
 * `GET /calls/eligibility?phone=`: the same for a number before any sale (a new prospect), reduced to whether,
 * why not and from when: the caller may not know the number, so contracts and attempt counts stay hidden.
 */
export const phoneCallEligibility = async ({
  db,
  phoneNumber,
}: {
  db: Executor;
  phoneNumber: string;
}): Promise<PhoneCallEligibility> => {
  const { eligibility } = await checkCallTo(db, { phoneNumber, customerId: null });
  return { allowed: eligibility.allowed, reason: eligibility.reason, allowedFrom: eligibility.allowedFrom };
};
