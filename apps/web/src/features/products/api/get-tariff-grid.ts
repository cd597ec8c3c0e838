import { tariffGridResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { productKeys } from '@/features/products/api/product-keys';
import { apiRequest } from '@/lib/api-client';

export type TariffGrid = z.infer<typeof tariffGridResponseSchema>;

/** GET /api/products/{id}/tariffs: the whole grid in grid order, premiums in cents of `currency`. */
export const getTariffGrid = async (id: string, signal?: AbortSignal): Promise<TariffGrid> =>
  tariffGridResponseSchema.parse(
    await apiRequest<unknown>(`/api/products/${encodeURIComponent(id)}/tariffs`, { signal }),
  );

export const tariffGridQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.tariffs(id), queryFn: ({ signal }) => getTariffGrid(id, signal) });

export const useTariffGrid = (id: string) => useQuery(tariffGridQueryOptions(id));
