import {
  type Product,
  productSchema,
  recordResponseSchema,
  type UpdateProductInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const productResponseSchema = recordResponseSchema(productSchema);

/** PUT /api/products/{id}: the guarantees replace the whole table; the provider type cannot change. */
export const updateProduct = async ({
  id,
  input,
}: {
  id: string;
  input: UpdateProductInput;
}): Promise<Product> =>
  productResponseSchema.parse(
    await apiRequest<unknown>(`/api/products/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  ).data;

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateAfterProductChange(queryClient),
  });
};
