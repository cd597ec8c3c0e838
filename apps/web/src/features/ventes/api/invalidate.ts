import type { QueryClient } from '@tanstack/react-query';
import { customerKeys } from '@/features/customers/api/customer-keys';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

/**
 * A sale change moves the lists, their counts, the sale itself and its history, and may have changed its
 * customer (the link, the payer's bank details at the payment step).
 */
export const invalidateAfterSaleChange = (queryClient: QueryClient, saleId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: saleKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.record('sale', saleId) }),
    queryClient.invalidateQueries({ queryKey: customerKeys.details() }),
  ]);
