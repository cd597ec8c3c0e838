import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/products/api/product-keys';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

/** A product change moves the lists (tariff row counts included), the record, its grid and its history. */
export const invalidateAfterProductChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);
