import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@brokerage/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The state of a server-paged list (page, size, sort, search, filters), kept in the URL's search params so a
 * reload, the back button or a shared link shows the same view (issue 3). Values equal to the defaults are
 * left out of the URL. `query` is the flat object `apiRequest` sends, matching the server's `listQuerySchema`.
 */

export type SortOrder = 'asc' | 'desc';

export interface ListParams<F extends string = string> {
  page: number;
  pageSize: number;
  sort?: string;
  order: SortOrder;
  search?: string;
  filters: Partial<Record<F, string>>;
}

export type ListQueryParams = Record<string, string | number | undefined>;

export interface UseListParamsOptions<F extends string> {
  /** Filter names; each is a URL search param and a query param of the same name. */
  filters?: readonly F[];
  defaultSort?: string;
  defaultOrder?: SortOrder;
  defaultPageSize?: number;
}

// Method syntax on purpose: a `ListParamsState<'status'>` can then be passed where `ListParamsState` is expected.
export interface ListParamsState<F extends string = string> {
  params: ListParams<F>;
  query: ListQueryParams;
  /** True when a search or a filter narrows the list (the empty state then offers to clear them). */
  isFiltered: boolean;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** `undefined` clears the sort (back to the default). Resets to page 1. */
  setSort(sort: string | undefined, order?: SortOrder): void;
  /** Not debounced here: the DataTable's search box debounces. Resets to page 1. */
  setSearch(term: string): void;
  /** `undefined` or '' removes the filter. Resets to page 1. */
  setFilter(name: F, value: string | undefined): void;
  /**
   * Several filters that change together, in one URL change: calling `setFilter` twice in one event would keep
   * only the last call's change (each starts from the URL of the last render).
   */
  setFilters(values: Partial<Record<F, string | undefined>>): void;
  /** Back to the defaults: no search, no filter, page 1. */
  reset(): void;
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

const RESERVED = new Set(['page', 'pageSize', 'sort', 'order', 'search']);

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : undefined;
};

/** Reads a list's state from search params; exported for tests and for loaders that prefetch. */
export const readListParams = <F extends string>(
  search: URLSearchParams,
  options: UseListParamsOptions<F> = {},
): ListParams<F> => {
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const pageSize = Math.min(positiveInt(search.get('pageSize')) ?? defaultPageSize, MAX_PAGE_SIZE);
  const sort = search.get('sort') || options.defaultSort || undefined;
  const orderParam = search.get('order');
  const order: SortOrder =
    orderParam === 'asc' || orderParam === 'desc' ? orderParam : (options.defaultOrder ?? 'asc');
  const filters: Partial<Record<F, string>> = {};
  for (const name of options.filters ?? []) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize,
    ...(sort ? { sort } : {}),
    order,
    ...(search.get('search')?.trim() ? { search: search.get('search')?.trim() } : {}),
    filters,
  };
};

/** The flat query for `apiRequest`: undefined entries are dropped by the client. */
export const toListQuery = <F extends string>(params: ListParams<F>): ListQueryParams => ({
  page: params.page,
  pageSize: params.pageSize,
  sort: params.sort,
  order: params.sort ? params.order : undefined,
  search: params.search,
  ...(params.filters as Record<string, string | undefined>),
});

type Patch = Record<string, string | number | undefined>;

/** Applies a patch to search params; values equal to a default (or empty) are removed. */
const patchSearch = (current: URLSearchParams, patch: Patch, defaults: Patch): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const text = value === undefined ? '' : String(value);
    if (text === '' || text === String(defaults[key] ?? '')) next.delete(key);
    else next.set(key, text);
  }
  return next;
};

export const useListParams = <F extends string = never>(
  options: UseListParamsOptions<F> = {},
): ListParamsState<F> => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters: filterNames, defaultSort, defaultOrder, defaultPageSize } = options;
  // A stable identity for the filter names, whatever array the caller passes on each render.
  const filterKey = (filterNames ?? []).join(',');

  const params = useMemo(
    () =>
      readListParams<F>(searchParams, {
        filters: filterKey ? (filterKey.split(',') as F[]) : [],
        defaultSort,
        defaultOrder,
        defaultPageSize,
      }),
    [searchParams, filterKey, defaultSort, defaultOrder, defaultPageSize],
  );

  const defaults = useMemo<Patch>(
    () => ({
      page: 1,
      pageSize: defaultPageSize ?? DEFAULT_PAGE_SIZE,
      sort: defaultSort,
      order: defaultOrder ?? 'asc',
    }),
    [defaultPageSize, defaultSort, defaultOrder],
  );

  // Page moves are history entries (back returns to the previous page); typing a search replaces the entry.
  const update = useCallback(
    (patch: Patch, replace = false) =>
      setSearchParams((current) => patchSearch(current, patch, defaults), { replace }),
    [setSearchParams, defaults],
  );

  const setPage = useCallback((page: number) => update({ page: Math.max(1, Math.floor(page)) }), [update]);
  const setPageSize = useCallback(
    (pageSize: number) => update({ pageSize: Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE), page: 1 }),
    [update],
  );
  const setSort = useCallback(
    (sort: string | undefined, order: SortOrder = 'asc') =>
      // Clearing a sort must also win over a default sort, so it is written as the default itself.
      update({ sort: sort ?? defaultSort, order: sort ? order : defaultOrder, page: 1 }),
    [update, defaultSort, defaultOrder],
  );
  const setSearch = useCallback(
    (term: string) => update({ search: term.trim() || undefined, page: 1 }, true),
    [update],
  );
  const setFilters = useCallback(
    (values: Partial<Record<F, string | undefined>>) => {
      const patch: Patch = { page: 1 };
      for (const [name, value] of Object.entries<string | undefined>(values)) {
        if (RESERVED.has(name)) throw new Error(`'${name}' is reserved for paging and cannot be a filter`);
        patch[name] = value || undefined;
      }
      update(patch);
    },
    [update],
  );
  const setFilter = useCallback(
    (name: F, value: string | undefined) =>
      setFilters({ [name]: value } as Partial<Record<F, string | undefined>>),
    [setFilters],
  );
  const reset = useCallback(() => {
    const cleared: Patch = { page: undefined, search: undefined };
    for (const name of filterKey ? filterKey.split(',') : []) cleared[name] = undefined;
    update(cleared);
  }, [update, filterKey]);

  const query = useMemo(() => toListQuery(params), [params]);
  const isFiltered = Boolean(params.search) || Object.values(params.filters).some(Boolean);

  return {
    params,
    query,
    isFiltered,
    setPage,
    setPageSize,
    setSort,
    setSearch,
    setFilter,
    setFilters,
    reset,
  };
};
