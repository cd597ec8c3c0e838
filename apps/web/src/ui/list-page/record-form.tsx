import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';

export interface RecordFormProps<TFieldValues extends FieldValues, TTransformed>
  extends FormProps<TFieldValues, TTransformed> {
  /** `useRecordForm`'s conflict dialog (409 STALE_WRITE), rendered with the form. */
  staleWriteDialog: ReactNode;
  onCancel: () => void;
  /** Whether the form edits a saved record: its submit says "Save", a new record's says `createLabel`. */
  editing: boolean;
  createLabel: string;
  /** A record shown read-only has no buttons. */
  readOnly?: boolean;
}

/**
 * The layout of every record's create/edit form in a drawer: the fields, then the sticky Cancel and submit bar,
 * and the stale-write dialog. Cancel goes through the drawer, which asks before dropping unsaved changes.
 */
export const RecordForm = <TFieldValues extends FieldValues, TTransformed>({
  staleWriteDialog,
  onCancel,
  editing,
  createLabel,
  readOnly = false,
  className = 'flex flex-col gap-4',
  children,
  ...form
}: RecordFormProps<TFieldValues, TTransformed>) => (
  <Form className={className} {...form}>
    {children}
    {!readOnly && <FormActions sticky onCancel={onCancel} submitLabel={editing ? undefined : createLabel} />}
    {staleWriteDialog}
  </Form>
);
