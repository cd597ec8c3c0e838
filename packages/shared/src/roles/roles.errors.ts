import { defineRefusals } from '../errors/refusals.ts';

export const rolesErrors = defineRefusals({
  ROLE_NAME_TAKEN: { status: 409 },
  ROLE_NAME_RESERVED: { status: 409 },
  ROOT_ROLE_PROTECTED: { status: 409 },
  ROLE_IN_USE: { status: 409, params: ['count'] },
});
