import {
  type ApiKey,
  apiKeySchema,
  type CreateApiKeyInput,
  type CreatedApiKey,
  createdApiKeySchema,
  recordResponseSchema,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions, useChangeMutation } from '@/lib/record-api';
import { recordKeys } from '@/lib/record-keys';

/** Query keys of the API keys page; every change invalidates `apiKeyKeys.all`. */
export const apiKeyKeys = recordKeys('api-keys');

/** GET /api/api-keys: one page, newest first unless sorted otherwise. */
export const getApiKeys = getPage('/api/api-keys', apiKeySchema);

export const useApiKeys = (query: ListQueryParams) =>
  useQuery(pageQueryOptions(apiKeyKeys.list(query), getApiKeys, query));

/** POST /api/api-keys: the key and, this once, its secret. */
export const createApiKey = async (input: CreateApiKeyInput): Promise<CreatedApiKey> =>
  createdApiKeySchema.parse(await apiRequest<unknown>('/api/api-keys', { method: 'POST', body: input }));

export const useCreateApiKey = () => useChangeMutation(createApiKey, apiKeyKeys.all);

/** DELETE /api/api-keys/{id}: the key stops working at once and stays listed as revoked. */
export const revokeApiKey = async (id: string): Promise<ApiKey> =>
  recordResponseSchema(apiKeySchema).parse(
    await apiRequest<unknown>(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  ).data;

export const useRevokeApiKey = () => useChangeMutation(revokeApiKey, apiKeyKeys.all);
