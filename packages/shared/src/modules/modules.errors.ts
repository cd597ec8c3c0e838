import { defineRefusals } from '../errors/refusals.ts';

export const modulesErrors = defineRefusals({
  /** The route's module is switched off for everyone but root (DESIGN §7). */
  MODULE_DISABLED: { status: 403, params: ['module'] },
});
