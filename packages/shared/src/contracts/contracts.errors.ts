import { defineRefusals } from '../errors/refusals.ts';

/** Refusals of contracts (issue 11). */
export const contractsErrors = defineRefusals({
  /** Only an active contract can be withdrawn, cancelled or terminated (`details.status`: where it is). */
  CONTRACT_NOT_ACTIVE: { status: 409, params: ['status'] },
  /** The 14-day withdrawal period (L112-9) is over; `details.endDate` is its last day (`YYYY-MM-DD`). */
  WITHDRAWAL_PERIOD_OVER: { status: 409, params: ['endDate'] },
  /** A termination cannot take effect before the contract does (`details.effectiveDate`). */
  TERMINATION_BEFORE_EFFECTIVE_DATE: { status: 400, params: ['effectiveDate'] },
});
