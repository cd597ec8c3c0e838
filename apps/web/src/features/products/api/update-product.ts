import { type Product, productSchema, type UpdateProductInput } from '@brokerage/shared';
import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { putRecord, useChangeMutation } from '@/lib/record-api';

/** PUT /api/products/{id}: the guarantees replace the whole table; the provider type cannot change. */
export const updateProduct = putRecord<UpdateProductInput, Product>('/api/products', productSchema);

export const useUpdateProduct = () => useChangeMutation(updateProduct, invalidateAfterProductChange);
