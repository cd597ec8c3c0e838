import { type OppositionEntry, oppositionEntrySchema, type SaleOppositionInput } from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { callKeys, oppositionKeys } from '@/features/calls/api/call-keys';
import { recordCall, useChangeMutation } from '@/lib/record-api';

/** POST /api/ventes/{id}/opposition: the sale's customer asks not to be called (NUMBER_ALREADY_OPPOSED if listed). */
export const opposeSaleCustomer = recordCall<SaleOppositionInput, OppositionEntry>(
  'POST',
  '/api/ventes',
  oppositionEntrySchema,
  'opposition',
);

export const useOpposeSaleCustomer = () => {
  const queryClient = useQueryClient();
  return useChangeMutation(opposeSaleCustomer, () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKeys.all }),
      queryClient.invalidateQueries({ queryKey: oppositionKeys.all }),
    ]),
  );
};
