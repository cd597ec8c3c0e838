import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/products/{id}: removes the product with its tariff grid. Answers 204. */
export const deleteProduct = async (id: string): Promise<void> => {
  await apiRequest<void>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateAfterProductChange(queryClient),
  });
};
