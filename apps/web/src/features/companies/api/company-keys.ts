import { recordKeys } from '@/lib/record-keys';

const base = recordKeys('companies');

/** Query keys of the companies feature; every mutation invalidates `companyKeys.all`. */
export const companyKeys = {
  ...base,
  providerTypes: (id: string) => [...base.detail(id), 'provider-types'] as const,
};
