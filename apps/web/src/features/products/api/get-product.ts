import { type Product, productSchema, recordResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from '@/features/products/api/product-keys';
import { apiRequest } from '@/lib/api-client';

const productResponseSchema = recordResponseSchema(productSchema);

/** GET /api/products/{id}: one product with its guarantees, pricing rules and number of tariff rows. */
export const getProduct = async (id: string, signal?: AbortSignal): Promise<Product> =>
  productResponseSchema.parse(
    await apiRequest<unknown>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  ).data;

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

/** The product, shown at once from the list's copy (`initial`) while the fresh one loads. */
export const useProduct = (id: string, initial?: Product) =>
  useQuery({ ...productQueryOptions(id), placeholderData: initial });
