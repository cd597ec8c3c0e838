import { recordKeys } from '@/lib/record-keys';

/** Query keys of the gamme administration; every mutation invalidates `gammeKeys.all`. */
export const gammeKeys = recordKeys('gammes');
