import { defineRefusals } from '../errors/refusals.ts';

export const ventesErrors = defineRefusals({
  /** The move is not allowed from the sale's status; `details` carries `status` and `allowed`. */
  FORBIDDEN_TRANSITION: { status: 409, params: ['status', 'allowed'] },
  /** The move exists but is made by its own step (quote, subscription...), not by the status endpoint. */
  TRANSITION_HAS_ITS_OWN_STEP: { status: 409, params: ['status'] },
  /** The sale's content can no longer change in its status. */
  SALE_NOT_EDITABLE: { status: 409, params: ['status'] },
  /** A step needs an earlier one first (`details.missing`: call, customer, formData, household, offer...). */
  SALE_INCOMPLETE: { status: 409, params: ['missing'] },
  /** The quote belongs to another sale or another provider type. */
  QUOTE_MISMATCH: { status: 409 },
  /** "End call" on a sale whose call is not open (not a phone sale, no consent, already ended or over 4 h). */
  CALL_NOT_OPEN: { status: 409 },
});
