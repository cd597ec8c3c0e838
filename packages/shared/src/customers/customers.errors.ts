import { defineRefusals } from '../errors/refusals.ts';

export const customersErrors = defineRefusals({
  /** A customer with the same phone, email, or name and birth date exists; `details.candidates` lists them. */
  LIKELY_DUPLICATE: { status: 409 },
});
