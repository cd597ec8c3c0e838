import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/products/{id}: removes the product with its tariff grid. Answers 204. */
export const deleteProduct = deleteRecord('/api/products');

export const useDeleteProduct = () => useChangeMutation(deleteProduct, invalidateAfterProductChange);
