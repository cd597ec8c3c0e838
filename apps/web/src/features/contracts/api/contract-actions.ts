import {
  type CancelContractInput,
  type Contract,
  contractSchema,
  type TerminateContractInput,
  type WithdrawContractInput,
} from '@brokerage/shared';
import type { QueryClient } from '@tanstack/react-query';
import { contractKeys } from '@/features/contracts/api/contract-keys';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';
import { recordCall, useChangeMutation } from '@/lib/record-api';

/** POST /api/contrats/{id}/withdraw: the customer's 14-day withdrawal; WITHDRAWAL_PERIOD_OVER after it. */
export const withdrawContract = recordCall<WithdrawContractInput, Contract>(
  'POST',
  '/api/contrats',
  contractSchema,
  'withdraw',
);
/** POST /api/contrats/{id}/cancel: the contract is void, with the reason. */
export const cancelContract = recordCall<CancelContractInput, Contract>(
  'POST',
  '/api/contrats',
  contractSchema,
  'cancel',
);
/** POST /api/contrats/{id}/terminate: the contract ends on a date, for a reason. */
export const terminateContract = recordCall<TerminateContractInput, Contract>(
  'POST',
  '/api/contrats',
  contractSchema,
  'terminate',
);

/** An end of contract changes the lists, the contract and its history, and the dashboard's figures. */
const afterContractChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.all }),
    queryClient.invalidateQueries({ queryKey: saleKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);

export const useWithdrawContract = () => useChangeMutation(withdrawContract, afterContractChange);
export const useCancelContract = () => useChangeMutation(cancelContract, afterContractChange);
export const useTerminateContract = () => useChangeMutation(terminateContract, afterContractChange);
