import { defineRefusals } from '../errors/refusals.ts';

/** The TOTP second factor's refusals (issue 12). */
export const mfaErrors = defineRefusals({
  MFA_ALREADY_ENROLLED: { status: 409 },
  MFA_NOT_ENROLLED: { status: 409 },
  MFA_ENROLLMENT_NOT_STARTED: { status: 409 },
});
