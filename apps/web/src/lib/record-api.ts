import { recordResponseSchema } from '@brokerage/shared';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const recordPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** POST `path` with the input as body; the answer is `{ data: <record> }`, checked against `schema`. */
export const postRecord =
  <Input, Record>(
    path: string,
    schema: z.ZodType<Record>,
    toBody: (input: Input) => unknown = (input) => input,
  ) =>
  async (input: Input): Promise<Record> =>
    recordResponseSchema(schema).parse(
      await apiRequest<unknown>(path, { method: 'POST', body: toBody(input) }),
    ).data as Record;

/** PUT `base/{id}` with the input as body (its `version` included); the answer is `{ data: <record> }`. */
export const putRecord =
  <Input, Record>(base: string, schema: z.ZodType<Record>) =>
  async ({ id, input }: { id: string; input: Input }): Promise<Record> =>
    recordResponseSchema(schema).parse(
      await apiRequest<unknown>(recordPath(base, id), { method: 'PUT', body: input }),
    ).data as Record;

/** DELETE `base/{id}`: 204, or a refusal (409 while the record is in use). */
export const deleteRecord = (base: string) => async (id: string) => {
  await apiRequest<void>(recordPath(base, id), { method: 'DELETE' });
};

/** What a successful change makes stale: a query key, or the feature's own invalidation. */
export type AfterChange = QueryKey | ((queryClient: QueryClient) => Promise<unknown>);

/** A mutation that refreshes what it changed once it succeeds (the feature's create, update and delete hooks). */
export const useChangeMutation = <Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  after: AfterChange,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      typeof after === 'function' ? after(queryClient) : queryClient.invalidateQueries({ queryKey: after }),
  });
};
