import { defineRefusals } from '../errors/refusals.ts';

export const gammesErrors = defineRefusals({
  HAS_SUB_LINES: { status: 409, params: ['subLines'] },
});
