import { defineRefusals } from './refusals.ts';

/** Refusals every feature that keeps records may answer with. */
export const recordErrors = defineRefusals({
  /** A unique name, label or code is already taken. */
  DUPLICATE: { status: 409 },
  /** Another record still refers to this one; `details` names the referrers. */
  IN_USE: { status: 409 },
});
