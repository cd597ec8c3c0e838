import { defineRefusals } from '../errors/refusals.ts';

export const identityErrors = defineRefusals({
  LOOPBACK_ONLY: { status: 403 },
});
