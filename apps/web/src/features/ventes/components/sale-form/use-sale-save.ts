import { type Sale, saleSchema, type UpdateSaleInput } from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { useUpdateSale } from '@/features/ventes/api/update-sale';
import { toastApiError } from '@/lib/mutation-toasts';
import { serverFieldErrors } from '@/ui/form/apply-server-errors';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';

export type SaleStepInput = Omit<UpdateSaleInput, 'version'>;

/**
 * A 400's failing fields put on the step's form: the API names them within the body (`call.callConsentAt`,
 * `household.people.1.birthDate`), the step's form without its step's prefix. True when one was marked.
 */
export const markServerErrors = <Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  prefix: string,
): boolean => {
  const failures = serverFieldErrors(error).filter((failure) => failure.path.startsWith(prefix));
  for (const [index, failure] of failures.entries()) {
    setError(
      failure.path.slice(prefix.length) as Path<Values>,
      { type: 'server', message: failure.message },
      { shouldFocus: index === 0 },
    );
  }
  return failures.length > 0;
};

/**
 * The autosave of the form's steps: PUT /api/ventes/{id} with the version the form holds. A 409 STALE_WRITE
 * opens the conflict dialog (reloading puts the saved sale in the form), a 400 marks the failing fields, any
 * other failure is toasted. Returns the saved sale, or null when it was not saved.
 */
export const useSaleSave = (sale: Sale | undefined, onReloaded: () => void) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateSale();
  const stale = useStaleWrite<Record<string, unknown>>({
    onReload: (current) => {
      const parsed = saleSchema.safeParse(current);
      if (parsed.success) queryClient.setQueryData(saleKeys.detail(parsed.data.id), parsed.data);
      else if (sale) void queryClient.invalidateQueries({ queryKey: saleKeys.detail(sale.id) });
      onReloaded();
    },
    fieldLabel: (field) => t(`sale-form:fields.${field}`, { defaultValue: field }),
  });
  const { handleStaleWrite } = stale;

  const save = useCallback(
    async <Values extends FieldValues>(
      input: SaleStepInput,
      fields?: { setError: UseFormSetError<Values>; prefix: string },
    ): Promise<Sale | null> => {
      if (!sale) return null;
      const sent = { ...input, version: sale.version };
      try {
        return await update.mutateAsync({ id: sale.id, input: sent });
      } catch (error) {
        if (handleStaleWrite(error, sent)) return null;
        if (fields && markServerErrors(fields.setError, error, fields.prefix)) return null;
        toastApiError(t, error);
        return null;
      }
    },
    [sale, update, handleStaleWrite, t],
  );

  /** Reads the sale again after a call that changed it elsewhere (customer link, quote, subscription). */
  const refresh = useCallback(async () => {
    if (!sale) return;
    await queryClient.invalidateQueries({ queryKey: saleKeys.all });
  }, [queryClient, sale]);

  return {
    save,
    refresh,
    saving: update.isPending,
    handleStaleWrite,
    staleWriteDialog: stale.staleWriteDialog,
  };
};

export type SaleSave = ReturnType<typeof useSaleSave>;

/** Where a step wants the server's field errors: its form, and the body prefix its fields sit under. */
export interface StepFieldErrors {
  setError: UseFormSetError<FieldValues>;
  prefix: string;
}
