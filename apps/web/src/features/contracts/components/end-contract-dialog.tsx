import type { Contract } from '@brokerage/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/date-format';
import { Button } from '@/ui/button';
import { DialogField, DialogFrame, DialogTextArea, dialogInputClass } from '@/ui/dialog-frame';

export type ContractEnd = 'withdraw' | 'cancel' | 'terminate';

/** What an end sends besides the version: a reason (optional for a withdrawal) and, to terminate, the date. */
export interface ContractEndInput {
  reason?: string;
  terminationDate?: string;
}

/**
 * Asks for what ending the contract needs, then hands it to the page: a withdrawal shows the last day of the
 * 14-day period and takes an optional reason; a cancellation needs the reason; a termination its date and reason.
 */
export const EndContractDialog = ({
  contract,
  kind,
  onClose,
  onConfirm,
}: {
  contract: Contract;
  kind: ContractEnd;
  onClose: () => void;
  /** Sends the end; throws when it failed (the dialog stays open, the page said why). */
  onConfirm: (input: ContractEndInput) => Promise<void>;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const reasonMissing = kind !== 'withdraw' && reason.trim() === '';
  const dateMissing = kind === 'terminate' && date === '';

  const submit = async () => {
    setTried(true);
    if (reasonMissing || dateMissing) return;
    setBusy(true);
    try {
      await onConfirm({
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(kind === 'terminate' ? { terminationDate: date } : {}),
      });
      onClose();
    } catch {
      // Kept open: the page said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={t(`contracts:end.${kind}.title`, { number: contract.number })}
      description={t(`contracts:end.${kind}.description`, {
        date: formatDay(contract.withdrawalEndDate, i18n.language),
      })}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {kind === 'terminate' && (
          <DialogField
            id={`${id}-date`}
            label={t('contracts:end.terminationDate')}
            error={tried && dateMissing ? t('contracts:end.dateRequired') : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                min={contract.effectiveDate}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                className={`${dialogInputClass} sm:w-48`}
              />
            )}
          </DialogField>
        )}
        <DialogTextArea
          id={`${id}-reason`}
          label={kind === 'withdraw' ? t('contracts:end.reasonOptional') : t('contracts:end.reason')}
          error={tried && reasonMissing ? t('contracts:end.reasonRequired') : undefined}
          value={reason}
          onChange={setReason}
          maxLength={1_000}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t('ui:form.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {t(`contracts:end.${kind}.confirm`)}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
};
