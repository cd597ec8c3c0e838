import {
  type CreateProductInput,
  type Product,
  productSchema,
  recordResponseSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const productResponseSchema = recordResponseSchema(productSchema);

/** POST /api/products: 409 DUPLICATE when the provider type has a product with this code already. */
export const createProduct = async (input: CreateProductInput): Promise<Product> =>
  productResponseSchema.parse(await apiRequest<unknown>('/api/products', { method: 'POST', body: input }))
    .data;

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateAfterProductChange(queryClient),
  });
};
