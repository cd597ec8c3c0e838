import {
  type Company,
  companySchema,
  type ListResponse,
  listResponseSchema,
  MAX_PAGE_SIZE,
} from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '@/features/companies/api/company-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

const companiesResponseSchema = listResponseSchema(companySchema);

/** GET /api/companies: one page, searched on name and filtered by provider type. */
export const getCompanies = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<Company>> =>
  companiesResponseSchema.parse(await apiRequest<unknown>('/api/companies', { query, signal }));

export const companiesQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCompanies = (query: ListQueryParams) => useQuery(companiesQueryOptions(query));

/**
 * The companies to pick from in a select or a filter, by name. One page of the largest size: a brokerage has a
 * handful of companies, far below a hundred.
 */
export const companyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.options(),
    queryFn: async ({ signal }) =>
      (await getCompanies({ pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' }, signal)).data,
  });

export const useCompanyOptions = () => useQuery(companyOptionsQueryOptions());
