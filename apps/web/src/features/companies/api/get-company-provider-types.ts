import { companyProviderTypesResponseSchema } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '@/features/companies/api/company-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/companies/{id}/provider-types: the provider types the company may sell. */
export const getCompanyProviderTypes = async (id: string, signal?: AbortSignal): Promise<string[]> =>
  companyProviderTypesResponseSchema.parse(
    await apiRequest<unknown>(`/api/companies/${encodeURIComponent(id)}/provider-types`, { signal }),
  ).data;

export const companyProviderTypesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.providerTypes(id),
    queryFn: ({ signal }) => getCompanyProviderTypes(id, signal),
  });

/** Idle until a company is chosen. */
export const useCompanyProviderTypes = (id: string | null | undefined) =>
  useQuery({ ...companyProviderTypesQueryOptions(id ?? ''), enabled: Boolean(id) });
