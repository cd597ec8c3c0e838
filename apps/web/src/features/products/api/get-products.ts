import { productSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { productKeys } from '@/features/products/api/product-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/**
 * GET /api/products: one page, filtered by provider type, gamme (a bare code takes its sub-lines' products too)
 * and activity, searched on code and name; each with its number of tariff rows.
 */
export const getProducts = getPage('/api/products', productSchema);

export const productsQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(productKeys.list(query), getProducts, query);

export const useProducts = (query: ListQueryParams, enabled = true) =>
  useQuery({ ...productsQueryOptions(query), enabled });
