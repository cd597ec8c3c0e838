import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

export interface FormActionsProps {
  /** Defaults to "Save". */
  submitLabel?: string;
  /** Shown with "Cancel" when given. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Disables submitting (e.g. a read-only record); the form's own submitting state is handled here. */
  submitDisabled?: boolean;
  /** Extra buttons at the start of the bar (e.g. Delete). */
  start?: ReactNode;
  /** Sticks to the bottom of a scrolling sheet. */
  sticky?: boolean;
  className?: string;
}

/** The submit and cancel buttons of a form; the submit shows a spinner while the handler runs. */
export const FormActions = ({
  submitLabel,
  onCancel,
  cancelLabel,
  submitDisabled = false,
  start,
  sticky = false,
  className,
}: FormActionsProps) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800',
        sticky && 'sticky bottom-0 -mx-4 bg-white px-4 pb-4 sm:-mx-6 sm:px-6 dark:bg-slate-900',
        className,
      )}
    >
      {start && <div className="flex flex-wrap items-center gap-2">{start}</div>}
      <div className="ms-auto flex flex-wrap items-center gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {cancelLabel ?? t('ui:form.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          loading={isSubmitting}
          loadingText={t('ui:form.saving')}
          disabled={submitDisabled}
        >
          {submitLabel ?? t('ui:form.save')}
        </Button>
      </div>
    </div>
  );
};
