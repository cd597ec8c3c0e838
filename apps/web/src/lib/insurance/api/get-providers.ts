import { listResponseSchema, MAX_PAGE_SIZE, type ProviderType, providerTypeSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { insuranceKeys } from '@/lib/insurance/api/insurance-keys';

const providersResponseSchema = listResponseSchema(providerTypeSchema);

/**
 * GET /api/insurance/providers: the provider types (insurers' pricing back-ends). There are a handful, so one
 * page of the largest size holds them all.
 */
export const getProviders = async (signal?: AbortSignal): Promise<ProviderType[]> =>
  providersResponseSchema.parse(
    await apiRequest<unknown>('/api/insurance/providers', {
      query: { pageSize: MAX_PAGE_SIZE, sort: 'name' },
      signal,
    }),
  ).data;

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: insuranceKeys.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    // Provider types change with a deployment or a seed, not during a session.
    staleTime: 10 * 60_000,
  });

export const useProviders = () => useQuery(providersQueryOptions());

/** The display name of a provider type, or its code when the list does not know it (yet). */
export const providerName = (providers: readonly ProviderType[] | undefined, code: string): string =>
  providers?.find((provider) => provider.code === code)?.name ?? code;

/** The provider types as the choices of a select or a filter: code as value, name as label. */
export const providerOptions = (providers: readonly ProviderType[] | undefined) =>
  (providers ?? []).map((provider) => ({ value: provider.code, label: provider.name }));

/** A `RecordHistory` formatter naming the provider-type codes a record stores in `field`. */
export const providerCodesInHistory =
  (providers: readonly ProviderType[] | undefined, field: string) =>
  (changed: string, value: unknown): string | undefined =>
    changed === field && typeof value === 'string' ? providerName(providers, value) : undefined;
