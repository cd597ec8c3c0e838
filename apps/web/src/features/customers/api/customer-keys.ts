/** Query keys of customers; a link or an update invalidates `customerKeys.all`. */
export const customerKeys = {
  all: ['customers'] as const,
  searches: () => [...customerKeys.all, 'search'] as const,
  search: (search: string) => [...customerKeys.searches(), search] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
  withBankDetails: (id: string) => [...customerKeys.detail(id), 'with-bank-details'] as const,
};
