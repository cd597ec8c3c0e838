import { recordKeys } from '@/lib/record-keys';

/** Query keys of the teams feature; every mutation invalidates `teamKeys.all`. */
export const teamKeys = recordKeys('teams');
