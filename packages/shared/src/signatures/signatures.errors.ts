import { defineRefusals } from '../errors/refusals.ts';

/** Refusals of the signing flow (issue 10); the public signing page and the staff routes answer with them. */
export const signaturesErrors = defineRefusals({
  /** Phone sale: signing opens 24 h (parameters) after the documents were sent; `details.opensAt` is ISO 8601. */
  SIGNING_NOT_OPEN_YET: { status: 409, params: ['opensAt'] },
  /** The sale's call is still open: a phone sale is never signed during the call. */
  CALL_STILL_OPEN: { status: 409 },
  /** The typed code is not the one sent; `details.remaining` says how many tries remain (the contract's name). */
  CODE_INVALID: { status: 400, params: ['remaining'] },
  CODE_EXPIRED: { status: 409 },
  /** Too many wrong codes: this code no longer opens, a new one must be asked. */
  CODE_LOCKED: { status: 409 },
  CODE_ALREADY_USED: { status: 409 },
  /** The consent box must be ticked before signing. */
  CONSENT_REQUIRED: { status: 400 },
  /** The request is signed, declined, expired or cancelled (`details.status`). */
  REQUEST_NOT_ACTIVE: { status: 409, params: ['status'] },
  /** Documents can only be sent for signature once the sale is subscribed (`details.status`). */
  SALE_NOT_SUBSCRIBED: { status: 409, params: ['status'] },
  /** The sale already has a live request: cancel it or send it again. */
  REQUEST_ALREADY_ACTIVE: { status: 409 },
  /** The sale has no current document of every kind to send (still generating, or a given id is not one). */
  DOCUMENTS_NOT_READY: { status: 409 },
  /** The customer has no mobile number to receive the code. */
  SIGNER_PHONE_MISSING: { status: 409 },
});
