import { tariffZonesResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { productKeys } from '@/features/products/api/product-keys';
import { apiRequest } from '@/lib/api-client';

export type TariffZones = z.infer<typeof tariffZonesResponseSchema>;

/** GET /api/products/zones?providerType=…: the départements of each pricing zone; any other is `defaultZone`. */
export const getTariffZones = async (providerType: string, signal?: AbortSignal): Promise<TariffZones> =>
  tariffZonesResponseSchema.parse(
    await apiRequest<unknown>('/api/products/zones', { query: { providerType }, signal }),
  );

export const tariffZonesQueryOptions = (providerType: string) =>
  queryOptions({
    queryKey: productKeys.zones(providerType),
    queryFn: ({ signal }) => getTariffZones(providerType, signal),
    // Zone tables change with a seed or a deployment, not during a session.
    staleTime: 10 * 60_000,
  });

export const useTariffZones = (providerType: string) => useQuery(tariffZonesQueryOptions(providerType));
