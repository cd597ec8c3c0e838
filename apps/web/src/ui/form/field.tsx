/**
 * Form fields on react-hook-form. They read the form through its context: wrap them in `<Form form={form}>`
 * (or react-hook-form's own FormProvider) and give each the field's `name`; no `control` prop to thread.
 *
 *   const form = useZodForm(createUserInputSchema, { firstName: '' });
 *   <Form form={form} onSubmit={async (values) => { ... applyServerErrors(form.setError, error) ... }}>
 *     <TextField name="firstName" label={t('users:fields.firstName')} />
 *     <FormActions submitLabel={t('ui:form.save')} onCancel={close} />
 *   </Form>
 *
 * Labels and hints are passed translated; errors are translated here (validation-messages.ts).
 */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldErrorLike, translateFieldError } from '@/ui/form/validation-messages';

export const inputClassName = (invalid: boolean, extra?: string) =>
  clsx(
    'w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    'dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus-visible:outline-blue-400',
    'dark:disabled:bg-slate-900 dark:disabled:text-slate-400',
    invalid ? 'border-red-400 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
    extra,
  );

/** The translated error of one field, or undefined; re-renders only when that field's error changes. */
export const useFieldError = (name: string, kind?: 'email' | 'url'): string | undefined => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return translateFieldError(t, get(errors, name) as FieldErrorLike | undefined, kind);
};

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [hint ? fieldIds(id).hint : null, error ? fieldIds(id).error : null].filter(Boolean).join(' ') || undefined;

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error, tied to the control for screen readers. */
export const FieldShell = ({ id, label, hint, error, required, className, children }: FieldShellProps) => {
  const { t } = useTranslation();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span className="ms-0.5 text-red-600 dark:text-red-400" title={t('ui:form.required')}>
            <span aria-hidden="true">*</span>
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={fieldIds(id).hint} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldIds(id).error} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
};
