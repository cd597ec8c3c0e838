import {
  qcDecisionInputSchema,
  REJECTION_REASONS,
  type RejectionOutcome,
  type RejectionReason,
} from '@brokerage/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { DialogField, DialogFrame, DialogTextArea, dialogInputClass } from '@/ui/dialog-frame';

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

  const errorText = (field: Field) =>
    errors[field] ? t(`quality-control:reject.errors.${field}`) : undefined;
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs text-red-700 dark:text-red-300">
        {errorText(field)}
      </p>
    ) : null;
  const invalid = (field: Field) => ({
    'aria-invalid': errors[field] === true,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const legendClass = 'mb-1 text-sm font-medium text-slate-900 dark:text-slate-100';
  const optionClass = 'flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200';

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (busy ? undefined : next ? onOpenChange(true) : close())}
      title={t(`quality-control:reject.${mode}Title`, { number: saleNumber })}
      description={t(`quality-control:reject.${mode}Description`)}
      width="lg"
    >
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
                      event.target.checked ? [...reasons, reason] : reasons.filter((item) => item !== reason),
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
            <DialogField
              id={`${id}-due`}
              label={t('quality-control:reject.dueDate')}
              error={errorText('callBackDueDate')}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={dueDate}
                  onChange={(event) => setDueDate(event.target.value)}
                  className={`${dialogInputClass} sm:w-48`}
                />
              )}
            </DialogField>
            <DialogTextArea
              id={`${id}-note`}
              label={t('quality-control:reject.note')}
              error={errorText('callBackNote')}
              value={note}
              onChange={setNote}
              maxLength={2_000}
            />
          </>
        )}
        <DialogTextArea
          id={`${id}-comment`}
          label={t('quality-control:reject.comment')}
          error={errorText('comment')}
          value={comment}
          onChange={setComment}
          maxLength={2_000}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close} disabled={busy}>
            {t('ui:form.cancel')}
          </Button>
          <Button type="submit" variant={mode === 'reject' ? 'danger' : 'primary'} loading={busy}>
            {t(`quality-control:reject.${mode}Confirm`)}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
};
