import { defineRefusals } from '../errors/refusals.ts';

export const usersErrors = defineRefusals({
  SELF_DISABLE: { status: 409 },
  SELF_DELETE: { status: 409 },
  NOT_PENDING: { status: 409 },
  ROLE_EXCEEDS_OWN_PERMISSIONS: { status: 403, params: ['keys'] },
  OWN_ROLE_ASSIGNMENT_LOCKED: { status: 403 },
});
