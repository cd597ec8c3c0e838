import { defineRefusals } from '../errors/refusals.ts';

export const rolesErrors = defineRefusals({
  ROLE_NAME_TAKEN: { status: 409 },
  ROLE_NAME_RESERVED: { status: 409 },
  ROOT_ROLE_PROTECTED: { status: 409 },
  ROLE_IN_USE: { status: 409, params: ['count'] },
  GRANT_EXCEEDS_OWN_PERMISSIONS: { status: 403, params: ['keys'] },
  OWN_ROLE_LOCKED: { status: 403 },
});
