import { type Contract, contractSchema, hasPermission } from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancelContract,
  useTerminateContract,
  useWithdrawContract,
} from '@/features/contracts/api/contract-actions';
import { contractKeys } from '@/features/contracts/api/contract-keys';
import { formatDay } from '@/lib/date-format';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';
import { type ContractEnd, type ContractEndInput, EndContractDialog } from './end-contract-dialog';

/**
 * The ends of an active contract for holders of `VenteModule:contrats:update`: the customer's withdrawal while
 * the 14 days last (after them the button is off and says since when), a cancellation, a termination. A write
 * against an older version opens the stale-write dialog; any other refusal toasts its reason.
 */
export const ContractActions = ({ contract }: { contract: Contract }) => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ContractEnd | null>(null);
  const withdraw = useWithdrawContract();
  const cancel = useCancelContract();
  const terminate = useTerminateContract();
  const { handleStaleWrite, staleWriteDialog } = useStaleWrite<Contract>({
    onReload: (current) => {
      const parsed = contractSchema.safeParse(current);
      if (parsed.success) queryClient.setQueryData(contractKeys.detail(contract.id), parsed.data);
      void queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) });
    },
  });

  if (!hasPermission(user, 'VenteModule:contrats:update') || contract.status !== 'active') return null;
  const endDate = formatDay(contract.withdrawalEndDate, i18n.language);

  const run = async (kind: ContractEnd, input: ContractEndInput) => {
    const id = contract.id;
    const version = contract.version;
    try {
      if (kind === 'withdraw') await withdraw.mutateAsync({ id, input: { version, ...input } });
      else if (kind === 'cancel')
        await cancel.mutateAsync({ id, input: { version, reason: input.reason ?? '' } });
      else
        await terminate.mutateAsync({
          id,
          input: { version, reason: input.reason ?? '', terminationDate: input.terminationDate ?? '' },
        });
    } catch (error) {
      if (!handleStaleWrite(error, input)) {
        toastApiError(t, error);
        void queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) });
      }
      throw error;
    }
    toastSuccess(t(`contracts:toast.${kind}`, { number: contract.number }));
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!contract.canWithdraw}
          aria-describedby="contract-withdrawal-note"
          onClick={() => setOpen('withdraw')}
        >
          {t('contracts:actions.withdraw')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen('cancel')}>
          {t('contracts:actions.cancel')}
        </Button>
        <Button type="button" variant="danger" onClick={() => setOpen('terminate')}>
          {t('contracts:actions.terminate')}
        </Button>
      </div>
      <p id="contract-withdrawal-note" className="text-sm text-slate-600 dark:text-slate-400">
        {contract.canWithdraw
          ? t('contracts:withdrawal.openUntil', { date: endDate })
          : t('contracts:withdrawal.over', { date: endDate })}
      </p>
      {open && (
        <EndContractDialog
          key={open}
          contract={contract}
          kind={open}
          onClose={() => setOpen(null)}
          onConfirm={(input) => run(open, input)}
        />
      )}
      {staleWriteDialog}
    </div>
  );
};
