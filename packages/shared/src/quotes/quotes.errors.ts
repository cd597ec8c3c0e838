import { defineRefusals } from '../errors/refusals.ts';

export const quotesErrors = defineRefusals({
  /** The quote's status forbids this move or change; `details` carries `status` and `allowed`. */
  FORBIDDEN_QUOTE_TRANSITION: { status: 409, params: ['status', 'allowed'] },
  /** The quote lacks a step (users, product, payment) for the request; `details.missing` names them. */
  QUOTE_INCOMPLETE: { status: 409, params: ['missing'] },
  /** The product picked is not among the offers priced for this quote's household and gamme. */
  PRODUCT_NOT_OFFERED: { status: 409 },
  /** The quote's effective date has passed (`details.effectiveDate`): its price no longer applies. */
  QUOTE_EXPIRED: { status: 409, params: ['effectiveDate'] },
  /** The quote was cancelled or expired (`details.status`): a sale cannot take it. */
  QUOTE_CLOSED: { status: 409, params: ['status'] },
});
