import {
  type ListResponse,
  listResponseSchema,
  MAX_PAGE_SIZE,
  recordResponseSchema,
} from '@brokerage/shared';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/csv';
import type { ListQueryParams } from '@/lib/list-params';

export type GetPage<Record> = (query: ListQueryParams, signal?: AbortSignal) => Promise<ListResponse<Record>>;

/** GET `path` with the list query (and `fixed` parameters the page always sends): one page, checked. */
export const getPage =
  <Record>(path: string, schema: z.ZodType<Record>, fixed: ListQueryParams = {}): GetPage<Record> =>
  async (query, signal) =>
    listResponseSchema(schema).parse(
      await apiRequest<unknown>(path, { query: { ...fixed, ...query }, signal }),
    ) as ListResponse<Record>;

/** One page of a list as a query; the previous page stays on screen while the next one loads. */
export const pageQueryOptions = <Record>(queryKey: QueryKey, get: GetPage<Record>, query: ListQueryParams) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => get(query, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Every record by name, for selects and filters: one page of the largest size (a brokerage has a handful of
 * companies or roles, far below a hundred).
 */
export const optionsQueryOptions = <Record>(queryKey: QueryKey, get: GetPage<Record>) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (await get({ pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' }, signal)).data,
  });

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

/**
 * `method` to `base/{id}`, or to its sub-resource `base/{id}/<action>` (an approval), with the input as body; the
 * answer is `{ data: <record> }`, checked against `schema`.
 */
export const recordCall =
  <Input, Record>(method: 'PUT' | 'POST', base: string, schema: z.ZodType<Record>, action?: string) =>
  async ({ id, input }: { id: string; input: Input }): Promise<Record> =>
    recordResponseSchema(schema).parse(
      await apiRequest<unknown>(action ? `${recordPath(base, id)}/${action}` : recordPath(base, id), {
        method,
        body: input,
      }),
    ).data as Record;

/** PUT `base/{id}` with the input as body (its `version` included); the answer is `{ data: <record> }`. */
export const putRecord = <Input, Record>(base: string, schema: z.ZodType<Record>) =>
  recordCall<Input, Record>('PUT', base, schema);

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

/** DataTable's `exportCsv.fetchAll`: every page of the list as it is filtered now. */
export const allPagesOf =
  <Record>(get: GetPage<Record>, query: ListQueryParams) =>
  (): Promise<Record[]> =>
    fetchAllPages((page, pageSize) => get({ ...query, page, pageSize }));
