import { type CreateProductInput, type Product, productSchema } from '@brokerage/shared';
import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/products: 409 DUPLICATE when the provider type has a product with this code already. */
export const createProduct = postRecord<CreateProductInput, Product>('/api/products', productSchema);

export const useCreateProduct = () => useChangeMutation(createProduct, invalidateAfterProductChange);
