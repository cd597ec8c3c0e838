import { recordKeys } from '@/lib/record-keys';

/** Query keys of contracts: lists, one contract; a sale's validation and every contract action invalidate `all`. */
export const contractKeys = recordKeys('contrats');
