import { defineRefusals } from '../errors/refusals.ts';

export const companiesErrors = defineRefusals({
  HAS_TEAMS: { status: 409 },
  HAS_USERS: { status: 409 },
  PROVIDER_TYPE_IN_USE: { status: 409, params: ['providerType', 'teams'] },
});
