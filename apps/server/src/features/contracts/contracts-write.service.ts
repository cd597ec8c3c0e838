import {
  type CancelContractInput,
  type Contract,
  type ContractStatus,
  canEndContract,
  contractsErrors,
  isWithdrawalOpen,
  type TerminateContractInput,
  type WithdrawContractInput,
  withdrawalEndDate,
} from '@brokerage/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { contracts } from '@/db/schema/index.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import { type ContractRow, lockContractInScope, readContract } from './contracts-read.service.ts';

const refuse = refuser(contractsErrors);

/**
 * The ends of a contract (issue 11): the customer's withdrawal within 14 days (L112-9), a cancellation, a
 * termination on a date. Each is one versioned, audited UPDATE of an active contract; an end is final.
 */
const endContract = async (
  { db, actor, ip }: WriteContext,
  id: string,
  expected: number | undefined,
  to: Exclude<ContractStatus, 'active'>,
  check: (row: ContractRow, at: Date) => void,
  set: (at: Date) => PgUpdateSetSource<typeof contracts>,
): Promise<Contract> =>
  db.transaction(async (tx) => {
    const row = await lockContractInScope(tx, actor, id);
    const current = () => readContract(tx, id);
    await assertVersion(row, expected, current);
    if (!canEndContract(row.status)) {
      throw refuse('CONTRACT_NOT_ACTIVE', `The contract is ${row.status}.`, { status: row.status });
    }
    const at = now();
    check(row, at);
    await auditedUpdate(tx, {
      table: contracts,
      id,
      expected,
      set: { ...set(at), status: to, statusChangedAt: at },
      current,
      entity: 'contract',
      actor,
      ip,
      before: row,
    });
    return readContract(tx, id);
  });

/** `POST /contrats/{id}/withdraw`: refused once the Paris calendar day after the 14th has begun. */
export const withdrawContract = (context: WriteContext & { id: string; input: WithdrawContractInput }) =>
  endContract(
    context,
    context.id,
    context.input.version,
    'withdrawn',
    (row, at) => {
      if (isWithdrawalOpen(row.signedAt, at)) return;
      const endDate = withdrawalEndDate(row.signedAt);
      throw refuse('WITHDRAWAL_PERIOD_OVER', `The withdrawal period ended on ${endDate}.`, { endDate });
    },
    (at) => ({ withdrawnAt: at, withdrawalReason: context.input.reason ?? null }),
  );

/** `POST /contrats/{id}/cancel`. */
export const cancelContract = (context: WriteContext & { id: string; input: CancelContractInput }) =>
  endContract(
    context,
    context.id,
    context.input.version,
    'cancelled',
    () => undefined,
    (at) => ({ cancelledAt: at, cancellationReason: context.input.reason }),
  );

/** `POST /contrats/{id}/terminate`: the termination takes effect on its date, never before the contract's. */
export const terminateContract = (context: WriteContext & { id: string; input: TerminateContractInput }) =>
  endContract(
    context,
    context.id,
    context.input.version,
    'terminated',
    (row) => {
      if (context.input.terminationDate >= row.effectiveDate) return;
      throw refuse(
        'TERMINATION_BEFORE_EFFECTIVE_DATE',
        `The contract takes effect on ${row.effectiveDate}.`,
        { effectiveDate: row.effectiveDate },
      );
    },
    (at) => ({
      terminatedAt: at,
      terminationDate: context.input.terminationDate,
      terminationReason: context.input.reason,
    }),
  );
