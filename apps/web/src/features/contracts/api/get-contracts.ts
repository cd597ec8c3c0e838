import { type Contract, contractSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { contractKeys } from '@/features/contracts/api/contract-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/contrats: one page of the contracts in the caller's scope, with the list's filters and search. */
export const getContracts = getPage<Contract>('/api/contrats', contractSchema);

export const useContracts = (query: ListQueryParams) =>
  useQuery(pageQueryOptions(contractKeys.list(query), getContracts, query));
