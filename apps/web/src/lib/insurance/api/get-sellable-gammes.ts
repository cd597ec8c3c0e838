import { useQuery } from '@tanstack/react-query';
import { getProviderGammes } from '@/lib/insurance/api/get-provider-gammes';
import { insuranceKeys } from '@/lib/insurance/api/insurance-keys';

/**
 * The gammes of a provider type the signed-in user's team may sell (`?sellable=true`), for the sale form's
 * product line. The gamme cache (SPEC §4) keeps the whole catalogue for names; this read answers "what may I
 * sell", which the server decides from the team's assignments.
 */
export const useSellableGammes = (providerType: string | null | undefined) =>
  useQuery({
    queryKey: insuranceKeys.sellableGammes(providerType ?? ''),
    queryFn: ({ signal }) => getProviderGammes(providerType ?? '', { sellable: true, signal }),
    enabled: Boolean(providerType),
    // Assignments change when an administrator edits a team, not during a call.
    staleTime: 5 * 60_000,
  });
