import { recordKeys } from '@/lib/record-keys';

const base = recordKeys('products');

/** Query keys of the products feature; every product mutation invalidates `productKeys.all`. */
export const productKeys = {
  ...base,
  tariffs: (id: string) => [...base.detail(id), 'tariffs'] as const,
  zones: (providerType: string) => [...base.all, 'zones', providerType] as const,
};
