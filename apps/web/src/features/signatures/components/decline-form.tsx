import { DECLINE_REASON_MAX_LENGTH } from '@brokerage/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useSigning } from '@/features/signatures/components/use-signing';
import { Button } from '@/ui/button';

type Signing = ReturnType<typeof useSigning>;

/**
 * "I do not wish to sign": folded until asked for, then an optional reason for the adviser and a confirming
 * button. No dialog library here: the public page stays light.
 */
export const DeclineForm = ({ signing }: { signing: Signing }) => {
  const { t } = useTranslation();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  if (!open)
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={signing.busy !== null}
        onClick={() => setOpen(true)}
      >
        {t('signing:decline.open')}
      </Button>
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        void signing.decline(reason);
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('signing:decline.explain')}</p>
      <label htmlFor={reasonId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('signing:decline.reason')}
      </label>
      <textarea
        id={reasonId}
        rows={3}
        maxLength={DECLINE_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={signing.busy !== null}
          onClick={() => setOpen(false)}
        >
          {t('signing:decline.back')}
        </Button>
        <Button type="submit" variant="danger" loading={signing.busy === 'decline'}>
          {t('signing:decline.confirm')}
        </Button>
      </div>
    </form>
  );
};
