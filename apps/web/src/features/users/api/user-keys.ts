import { recordKeys } from '@/lib/record-keys';

const base = recordKeys('users');

/** Query keys of the users feature; every mutation invalidates `userKeys.all`. */
export const userKeys = {
  ...base,
  pendingCount: () => [...base.all, 'pending-count'] as const,
};
