import { regeneratePdfsResponseSchema, type SalePdfLinks } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents/api/document-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/ventes/{id}/regenerate-pdfs → 202: a new version of each document is queued (old ones kept).
 * Refused with SALE_NOT_SUBSCRIBED before `subscribed` or once signed.
 */
export const regeneratePdfs = async (saleId: string): Promise<void> => {
  regeneratePdfsResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(saleId)}/regenerate-pdfs`, {
      method: 'POST',
    }),
  );
};

export const useRegeneratePdfs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regeneratePdfs,
    onSuccess: (_answer, saleId) => {
      // Shown as generating at once (the poll starts); the next answer says when the new versions are there.
      queryClient.setQueryData<SalePdfLinks>(documentKeys.pdfLinks(saleId), (links) =>
        links ? { ...links, generating: true } : { generating: true, documents: [] },
      );
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
};
