import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { useReportDirty } from '@/ui/dirty-guard';

export interface FormProps<TFieldValues extends FieldValues, TTransformed>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  /** Receives the schema's output; may be async (the submit button shows its loading state meanwhile). */
  onSubmit: SubmitHandler<TTransformed>;
  children: ReactNode;
}

/**
 * A `<form>` bound to a react-hook-form instance: its fields (TextField, SelectField...) find the form through
 * the context. The browser's own validation is off: the schema is the one source of rules and messages.
 * Its unsaved changes are reported to the record drawer around it, which asks before closing.
 */
export const Form = <TFieldValues extends FieldValues, TTransformed>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<TFieldValues, TTransformed>) => {
  // Read during render so react-hook-form's proxy subscribes this component to the dirty state.
  useReportDirty(form.formState.isDirty);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
};
