import { useCallback } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm, type ZodFormOptions, type ZodFormSchema } from '@/ui/form/use-zod-form';
import { type RecordSaveOptions, useRecordSave } from '@/ui/list-page/use-record-save';
import { useStaleWriteForm } from '@/ui/stale-write/use-stale-write';

export interface RecordFormOptions<S extends ZodFormSchema, T extends { version: number }> {
  /** The record being edited; undefined for a create form (no version is sent, no conflict can open). */
  record: T | undefined;
  /** The form's starting values. */
  defaultValues: DefaultValues<z.input<S>>;
  /** The form's values for the server's record, used when the user reloads after a stale write. */
  toValues: (record: T) => DefaultValues<z.input<S>>;
  /** A sent field's label in the conflict dialog (the field name is shown without it). */
  fieldLabel?: (field: string) => string;
  formOptions?: ZodFormOptions<S>;
}

/**
 * A record's create/edit form in one call: the zod form, the version it loaded, and a `save` that runs the
 * kit's one save path with the stale-write conflict already handled. A 409 STALE_WRITE opens the dialog
 * (render `staleWriteDialog` once); any other failure goes to the form's `onError`, then to a toast.
 * Edits send `version` (in the body, or as `ifMatch` for a sub-resource).
 */
export const useRecordForm = <S extends ZodFormSchema, T extends { version: number }>(
  schema: S,
  { record, defaultValues, toValues, fieldLabel, formOptions }: RecordFormOptions<S, T>,
) => {
  const form = useZodForm(schema, defaultValues, formOptions);
  const runSave = useRecordSave();
  const { version, handleStaleWrite, staleWriteDialog } = useStaleWriteForm(record, {
    reset: (values: DefaultValues<z.input<S>>) => form.reset(values),
    toValues,
    ...(fieldLabel ? { fieldLabel } : {}),
  });
  /** `sent` is what the user submitted: the conflict dialog compares it, field by field, with the server's. */
  const save = useCallback(
    <R,>(sent: object, run: () => Promise<R>, options: RecordSaveOptions<R>) =>
      runSave(run, {
        ...options,
        onError: (error) => handleStaleWrite(error, sent) || (options.onError?.(error) ?? false),
      }),
    [runSave, handleStaleWrite],
  );
  /**
   * Saves `input` through the feature's mutations: `create` for a new record, `update` (given the record being
   * edited, with the version it was loaded at in `input`) for a saved one.
   */
  const saveRecord = <Input extends object, R>(
    input: Input,
    mutations: {
      create: (input: Input) => Promise<R>;
      update: (input: Input & { version: number | undefined }, record: T) => Promise<R>;
    },
    options: RecordSaveOptions<R>,
  ) =>
    save(
      input,
      () => (record ? mutations.update({ ...input, version }, record) : mutations.create(input)),
      options,
    );
  /** What `RecordForm` takes from here: the form, its conflict dialog, and whether it edits a saved record. */
  const recordForm = { form, staleWriteDialog, editing: record !== undefined };
  return { form, version, save, saveRecord, staleWriteDialog, recordForm };
};

/**
 * `saveRecord`'s mutations for a record whose update is `{ id, input }` (`putRecord`): the update gets the edited
 * record's id and the input with the version it was loaded at.
 */
export const byIdMutations = <Input extends object, Versioned extends Input, R>(
  create: { mutateAsync: (input: Input) => Promise<R> },
  update: { mutateAsync: (variables: { id: string; input: Versioned }) => Promise<R> },
) => ({
  create: create.mutateAsync,
  update: (input: Versioned, record: { id: string }) => update.mutateAsync({ id: record.id, input }),
});
