import { defineRefusals } from '../errors/refusals.ts';

/** Refusals of quality control (issue 11). */
export const qualityErrors = defineRefusals({
  /** A reviewer cannot review a sale they sold. */
  REVIEW_OWN_SALE: { status: 403 },
  /** The sale is not in a status this step works on (`details.status`: where it is; `expected`: where it must be). */
  SALE_NOT_IN_QUALITY_STEP: { status: 409, params: ['status', 'expected'] },
  /** Another reviewer holds the sale (`details.reviewer`: their name). */
  REVIEW_HELD_BY_OTHER: { status: 409, params: ['reviewer'] },
  /** The answers name a key the checklist does not have, name one twice, or fail an item without a comment. */
  CHECKLIST_ANSWERS_INVALID: {
    status: 400,
    params: ['unknownKeys', 'duplicateKeys', 'failsWithoutComment'],
  },
  /** Validation needs every required item to pass or be not applicable (`details.keys`: those that do not). */
  CHECKLIST_NOT_PASSED: { status: 409, params: ['keys'] },
});
