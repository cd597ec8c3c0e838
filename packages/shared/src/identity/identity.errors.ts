import { defineRefusals } from '../errors/refusals.ts';

export const identityErrors = defineRefusals({
  LOOPBACK_ONLY: { status: 403 },
  /** Email sign-in needs an email on the user's record: set one first. */
  NO_EMAIL_FOR_PASSWORD: { status: 409 },
});
