import { type CallAttempt, type CreateCallAttemptInput, callAttemptSchema } from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { callKeys, oppositionKeys } from '@/features/calls/api/call-keys';
import { recordCall, useChangeMutation } from '@/lib/record-api';

/**
 * POST /api/ventes/{id}/calls: an attempt made now. Refusals: CALL_OUTSIDE_HOURS, CALL_ON_CLOSED_DAY,
 * CALL_ON_PUBLIC_HOLIDAY, CALL_ATTEMPTS_EXCEEDED, CALL_AFTER_REFUSAL (each with `allowedFrom`), NUMBER_OPPOSED,
 * CALL_PHONE_MISSING.
 */
export const recordSaleCall = recordCall<CreateCallAttemptInput, CallAttempt>(
  'POST',
  '/api/ventes',
  callAttemptSchema,
  'calls',
);

export const useRecordSaleCall = () => {
  const queryClient = useQueryClient();
  return useChangeMutation(recordSaleCall, () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKeys.all }),
      queryClient.invalidateQueries({ queryKey: oppositionKeys.all }),
    ]),
  );
};
