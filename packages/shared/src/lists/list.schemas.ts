import { z } from 'zod';
import { searchTerm } from '../text/text.schemas.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The one way to page, sort and search a list (issue 3). Each route names the columns it can sort by and
 * extends the result with its own filters.
 */
export const listQuerySchema = <const Sortable extends readonly [string, ...string[]]>(sortable: Sortable) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    search: searchTerm().optional(),
  });

export type ListQuery<Sort extends string = string> = {
  page: number;
  pageSize: number;
  sort?: Sort | undefined;
  order: 'asc' | 'desc';
  search?: string | undefined;
};

export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    /** True when `total` is the planner's estimate of a large result ("about 98,000"), not an exact count. */
    totalIsEstimate: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export interface ListResponse<Item> {
  data: Item[];
  total: number;
  /** True when `total` is the planner's estimate of a large result, not an exact count. */
  totalIsEstimate?: boolean;
  page: number;
  pageSize: number;
}

export const recordResponseSchema = <Item extends z.ZodType>(item: Item) => z.object({ data: item });

export const uuidParamsSchema = z.object({ id: z.uuid() });

/** A boolean filter in a query string: `true`/`false`/`1`/`0`. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Above this many matching rows a list (and the sale tabs' counts) reports the planner's estimate instead of
 * counting every row; the web shows such a figure as "about N".
 */
export const EXACT_COUNT_LIMIT = 10_000;
