import {
  type TariffImportErrorDetails,
  type TariffImportResult,
  tariffImportErrorDetailsSchema,
  tariffImportResultSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * PUT /api/products/{id}/tariffs/import { csv }: replaces the grid. Any bad row refuses the whole file with a
 * 400 whose details list every problem by line (see `tariffImportReport`); nothing is saved then.
 */
export const importTariffGrid = async ({
  id,
  csv,
  version,
}: {
  id: string;
  csv: string;
  /** The product's version the panel loaded: the grid is part of the product. */
  version: number;
}): Promise<TariffImportResult> =>
  tariffImportResultSchema.parse(
    await apiRequest<unknown>(`/api/products/${encodeURIComponent(id)}/tariffs/import`, {
      method: 'PUT',
      body: { csv },
      ifMatch: version,
    }),
  ).data;

/** The line-numbered report of a refused import, or null when the failure is something else. */
export const tariffImportReport = (error: unknown): TariffImportErrorDetails | null => {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = tariffImportErrorDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
};

export const useImportTariffGrid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTariffGrid,
    onSuccess: () => invalidateAfterProductChange(queryClient),
  });
};
