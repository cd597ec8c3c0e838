import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

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
 */
export const Form = <TFieldValues extends FieldValues, TTransformed>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<TFieldValues, TTransformed>) => (
  <FormProvider {...form}>
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
      {children}
    </form>
  </FormProvider>
);
