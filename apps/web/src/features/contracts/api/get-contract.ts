import { type Contract, contractResponseSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { contractKeys } from '@/features/contracts/api/contract-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/contrats/{id}: the contract with its documents; outside the caller's scope, 404. */
export const getContract = async (id: string, signal?: AbortSignal): Promise<Contract> =>
  contractResponseSchema.parse(
    await apiRequest<unknown>(`/api/contrats/${encodeURIComponent(id)}`, { signal }),
  ).data;

export const useContract = (id: string | undefined) =>
  useQuery({
    queryKey: contractKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getContract(id ?? '', signal),
    enabled: Boolean(id),
  });
