import { recordKeys } from '@/lib/record-keys';

/** Query keys of the call log (under the sale) and of the do-not-call list. */
export const callKeys = {
  all: ['calls'] as const,
  ofSale: (saleId: string) => ['calls', 'sale', saleId] as const,
  eligibility: (saleId: string) => ['calls', 'eligibility', saleId] as const,
};

export const oppositionKeys = recordKeys('opposition-numbers');
