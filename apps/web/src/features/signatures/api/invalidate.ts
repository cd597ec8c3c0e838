import type { QueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents/api/document-keys';
import { signatureKeys } from '@/features/signatures/api/signature-keys';
import { saleKeys } from '@/features/ventes/api/sale-keys';

/** A signature change moves the requests, the sale's status (sent, awaiting signature) and its documents. */
export const invalidateAfterSignatureChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
    queryClient.invalidateQueries({ queryKey: saleKeys.all }),
    queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  ]);
