import { defineRefusals } from '../errors/refusals.ts';

export const teamsErrors = defineRefusals({
  HAS_MEMBERS: { status: 409 },
  GAMME_INACTIVE: { status: 409 },
});
