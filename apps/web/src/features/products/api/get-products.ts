import { type ListResponse, listResponseSchema, type Product, productSchema } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from '@/features/products/api/product-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

const productsResponseSchema = listResponseSchema(productSchema);

/**
 * GET /api/products: one page, filtered by provider type, gamme (a bare code takes its sub-lines' products too)
 * and activity, searched on code and name; each with its number of tariff rows.
 */
export const getProducts = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<Product>> =>
  productsResponseSchema.parse(await apiRequest<unknown>('/api/products', { query, signal }));

export const productsQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ListQueryParams, enabled = true) =>
  useQuery({ ...productsQueryOptions(query), enabled });
