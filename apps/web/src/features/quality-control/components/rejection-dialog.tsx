import {
  qcDecisionInputSchema,
  REJECTION_REASONS,
  type RejectionOutcome,
  type RejectionReason,
} from '@brokerage/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

export type RejectionMode = 'reject' | 'callBack';

/** What a rejection sends besides the version and the answers. */
export interface RejectionInput {
  reasons: RejectionReason[];
  outcome: RejectionOutcome;
  comment?: string;
  callBackDueDate?: string;
  callBackNote?: string;
}

const FIELDS = ['reasons', 'outcome', 'comment', 'callBackDueDate', 'callBackNote'] as const;
type Field = (typeof FIELDS)[number];

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:[color-scheme:dark]';

/**
 * Rejecting a sale, or asking the agent to call the customer back: the reasons (at least one; "other" needs a
 * comment), then for a rejection whether the agent corrects the sale or it is lost, for a call-back the due date
 * and the note. Checked with the shared decision schema before anything is sent.
 */
export const RejectionDialog = ({
  mode,
  open,
  onOpenChange,
  onConfirm,
  saleNumber,
}: {
  mode: RejectionMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the decision; throws when it failed (the dialog stays open, the caller said why). */
  onConfirm: (input: RejectionInput) => Promise<void>;
  saleNumber: string;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [reasons, setReasons] = useState<RejectionReason[]>([]);
  const [outcome, setOutcome] = useState<RejectionOutcome | undefined>(
    mode === 'callBack' ? 'call_back' : undefined,
  );
  const [comment, setComment] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReasons([]);
    setOutcome(mode === 'callBack' ? 'call_back' : undefined);
    setComment('');
    setDueDate('');
    setNote('');
    setErrors({});
    onOpenChange(false);
  };

  const submit = async () => {
    const input = {
      reasons,
      ...(outcome ? { outcome } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(mode === 'callBack' && dueDate ? { callBackDueDate: dueDate } : {}),
      ...(mode === 'callBack' && note.trim() ? { callBackNote: note.trim() } : {}),
    };
    const checked = qcDecisionInputSchema.safeParse({ version: 1, decision: 'rejected', ...input });
    if (!checked.success) {
      const failing: Partial<Record<Field, true>> = {};
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) failing[field] = true;
      }
      setErrors(failing);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(input as RejectionInput);
      close();
    } catch {
      // Kept open: the page said why.
    } finally {
      setBusy(false);
    }
  };

  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs text-red-700 dark:text-red-300">
        {t(`quality-control:reject.errors.${field}`)}
      </p>
    ) : null;
  const invalid = (field: Field) => ({
    'aria-invalid': errors[field] === true,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const legendClass = 'mb-1 text-sm font-medium text-slate-900 dark:text-slate-100';
  const optionClass = 'flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (busy ? undefined : next ? onOpenChange(true) : close())}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90dvh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t(`quality-control:reject.${mode}Title`, { number: saleNumber })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
            {t(`quality-control:reject.${mode}Description`)}
          </Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset {...invalid('reasons')}>
              <legend className={legendClass}>{t('quality-control:reject.reasons')}</legend>
              <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
                {REJECTION_REASONS.map((reason) => (
                  <label key={reason} className={optionClass}>
                    <input
                      type="checkbox"
                      className="size-4 accent-blue-600"
                      checked={reasons.includes(reason)}
                      onChange={(event) =>
                        setReasons(
                          event.target.checked
                            ? [...reasons, reason]
                            : reasons.filter((item) => item !== reason),
                        )
                      }
                    />
                    {t(`quality-control:reasons.${reason}`)}
                  </label>
                ))}
              </div>
              {error('reasons')}
            </fieldset>
            {mode === 'reject' && (
              <fieldset {...invalid('outcome')}>
                <legend className={legendClass}>{t('quality-control:reject.outcome')}</legend>
                {(['correction', 'lost'] as const).map((value) => (
                  <label key={value} className={optionClass}>
                    <input
                      type="radio"
                      name={`${id}-outcome`}
                      className="size-4 accent-blue-600"
                      checked={outcome === value}
                      onChange={() => setOutcome(value)}
                    />
                    {t(`quality-control:outcomes.${value}`)}
                  </label>
                ))}
                {error('outcome')}
              </fieldset>
            )}
            {mode === 'callBack' && (
              <>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-due`} className={legendClass}>
                    {t('quality-control:reject.dueDate')}
                  </label>
                  <input
                    id={`${id}-due`}
                    type="date"
                    value={dueDate}
                    onChange={(event) => setDueDate(event.target.value)}
                    className={`${inputClass} sm:w-48`}
                    {...invalid('callBackDueDate')}
                  />
                  {error('callBackDueDate')}
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-note`} className={legendClass}>
                    {t('quality-control:reject.note')}
                  </label>
                  <textarea
                    id={`${id}-note`}
                    rows={3}
                    maxLength={2_000}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    className={inputClass}
                    {...invalid('callBackNote')}
                  />
                  {error('callBackNote')}
                </div>
              </>
            )}
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-comment`} className={legendClass}>
                {t('quality-control:reject.comment')}
              </label>
              <textarea
                id={`${id}-comment`}
                rows={3}
                maxLength={2_000}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                className={inputClass}
                {...invalid('comment')}
              />
              {error('comment')}
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={close} disabled={busy}>
                {t('ui:form.cancel')}
              </Button>
              <Button type="submit" variant={mode === 'reject' ? 'danger' : 'primary'} loading={busy}>
                {t(`quality-control:reject.${mode}Confirm`)}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
