import { companySchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { companyKeys } from '@/features/companies/api/company-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, optionsQueryOptions, pageQueryOptions } from '@/lib/record-api';

/** GET /api/companies: one page, searched on name and filtered by provider type. */
export const getCompanies = getPage('/api/companies', companySchema);

export const companiesQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(companyKeys.list(query), getCompanies, query);

export const useCompanies = (query: ListQueryParams) => useQuery(companiesQueryOptions(query));

/** The companies to pick from in a select or a filter, by name. */
export const companyOptionsQueryOptions = () => optionsQueryOptions(companyKeys.options(), getCompanies);

export const useCompanyOptions = () => useQuery(companyOptionsQueryOptions());
