import { type CurrentUser, SALE_NUMBER_PATTERN, type SaleListQuery } from '@brokerage/shared';
import { and, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { customers, sales } from '@/db/schema/index.ts';
import {
  type CustomerTermShape,
  customerTermOf,
  customerTermSql,
} from '@/features/customers/customers-search.service.ts';
import {
  reachCondition,
  type ScopeColumns,
  type ScopeReach,
  scopeReachOf,
  scopeValuesOf,
} from '@/platform/data-scope.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { placeholderSql } from '@/platform/statements.ts';

/** What a sale number starts with: `V-`, `V-2026`, `v-2026-0001`. */
const NUMBER_PREFIX = /^v-\d{0,4}(-\d*)?$/i;

const SCOPE_COLUMNS: ScopeColumns = { owner: sales.sellerId, team: sales.teamId, company: sales.companyId };

/**
 * What makes the SQL of a sale filter, without its values (as the users list does): the data scope's reach, which
 * filters are present, and the form of the search (a sale number, exact or a prefix; how many long and short
 * customer words, or a phone's start). Two requests of one shape have the same SQL text, so the list's
 * statements are built once per shape (`statementOf`) and a request only supplies values.
 */
export interface SaleFilterShape {
  scope: ScopeReach;
  status: boolean;
  sellerId: boolean;
  teamId: boolean;
  providerType: boolean;
  gammeCode: boolean;
  createdFrom: boolean;
  createdTo: boolean;
  premiumMin: boolean;
  premiumMax: boolean;
  /**
   * The sale number's part, and what the term asks of the customer (`CustomerTermShape`: a phone's start or words).
   * `customersGiven`: the matching customers were looked up first and come as the `customerIds` value
   * (`withMatchingCustomers`), instead of a subquery the page and the total would each run.
   */
  search:
    | (CustomerTermShape & {
        number: 'none' | 'exact' | 'prefix';
        customersGiven: boolean;
      })
    | null;
}

/** A filter's values by name: the request's, or a prepared statement's placeholders. */
export type SaleFilterValues = Record<string, string | number | null>;

/**
 * The shape and values of the sale list's filter: live sales of the actor's data scope and every filter of the
 * query (`status` unless `withoutStatus`, for the tabs' counts). Dates are inclusive days in Paris; the premium
 * range reads the monthly premium. `search`: a sale number (exact, or a prefix from `V-`), or the customer as the
 * type-ahead reads the term (`customerTermOf`: a phone number typed from its start, or every word in `search_text`).
 */
export const saleFilterOf = (
  actor: CurrentUser,
  query: Omit<SaleListQuery, 'page' | 'pageSize' | 'order'>,
  { withoutStatus = false }: { withoutStatus?: boolean } = {},
): { shape: SaleFilterShape; values: SaleFilterValues } => {
  // ISO's year 0000 passes the schema but is no PostgreSQL date: 400, not the database's error.
  for (const field of ['createdFrom', 'createdTo'] as const) {
    if (query[field]?.startsWith('0000')) throw invalidField(field, 'The year 0 is not a calendar year.');
  }
  const scope = scopeReachOf(actor, SCOPE_COLUMNS);
  const scopeValues = scopeValuesOf(actor, scope);
  const status = withoutStatus ? undefined : query.status;
  const term = query.search?.trim() || undefined;
  const exactNumber = term !== undefined && SALE_NUMBER_PATTERN.test(term.toUpperCase());
  const prefix = term !== undefined && !exactNumber && NUMBER_PREFIX.test(term);
  const customerTerm = customerTermOf(term === undefined || exactNumber ? '' : term);
  const shape: SaleFilterShape = {
    scope,
    status: Boolean(status),
    sellerId: Boolean(query.sellerId),
    teamId: Boolean(query.teamId),
    providerType: Boolean(query.providerType),
    gammeCode: Boolean(query.gammeCode),
    createdFrom: Boolean(query.createdFrom),
    createdTo: Boolean(query.createdTo),
    premiumMin: query.premiumMinCents !== undefined,
    premiumMax: query.premiumMaxCents !== undefined,
    search:
      term === undefined
        ? null
        : {
            number: exactNumber ? 'exact' : prefix ? 'prefix' : 'none',
            ...customerTerm.shape,
            customersGiven: false,
          },
  };
  const values: SaleFilterValues = {
    scopeOwner: scopeValues.owner ?? null,
    scopeTeam: scopeValues.team ?? null,
    scopeCompany: scopeValues.company ?? null,
    status: status ?? null,
    sellerId: query.sellerId ?? null,
    teamId: query.teamId ?? null,
    providerType: query.providerType ?? null,
    gammeCode: query.gammeCode ?? null,
    createdFrom: query.createdFrom ?? null,
    createdTo: query.createdTo ?? null,
    premiumMin: query.premiumMinCents ?? null,
    premiumMax: query.premiumMaxCents ?? null,
    number: exactNumber ? (term?.toUpperCase() ?? null) : prefix ? `${term?.toUpperCase()}%` : null,
    phoneStart: null,
    ...customerTerm.values,
  };
  return { shape, values };
};

/** A placeholder for whichever value a shape names (`sql.placeholder(name)`), for a prepared statement. */
export const SALE_FILTER_PLACEHOLDERS: Record<string, SQL> = new Proxy({} as Record<string, SQL>, {
  get: (_target, name) => placeholderSql(String(name)),
});

/** Midnight in Paris of a calendar day (the dates of the filters are the agents' dates, not UTC's). */
const parisMidnight = (day: SQL, plusDays = 0) =>
  sql`((${day}::date + ${sql.raw(String(plusDays))})::timestamp at time zone 'Europe/Paris')`;

/** The live customers a search names (`customerTermSql`: by the start of their phone, or by words). */
export const matchingCustomersSql = (
  search: CustomerTermShape,
  bound: (name: string) => SQL,
): SQL | undefined => and(isNull(customers.deletedAt), customerTermSql(search, bound));

/** The search names customers (by words or a phone's start), not only a sale number. */
export const searchesCustomers = (search: SaleFilterShape['search']): search is NonNullable<typeof search> =>
  Boolean(search && (search.words.long + search.words.short > 0 || search.phoneStart));

/** The WHERE of a filter shape, comparing with `value` (placeholders, or the request's values). */
export const saleFilterSql = (
  shape: SaleFilterShape,
  value: Record<string, SQL | string | number | null>,
): SQL | undefined => {
  const bound = (name: string): SQL => {
    const given = value[name];
    return given === null || given === undefined
      ? sql`null`
      : typeof given === 'object'
        ? given
        : sql`${given}`;
  };
  const search = shape.search;
  // `= any(array(…))` makes the matching customers an InitPlan computed first, then looked up through the
  // sales' customer index. As a plain `IN (…)` semi-join the plan depended on the sampled statistics: one run
  // walked the date index across the million sales, filtering each one (817 ms instead of 13 ms per query).
  const byCustomer = !searchesCustomers(search)
    ? undefined
    : search.customersGiven
      ? sql`${sales.customerId} = any(${bound('customerIds')}::uuid[])`
      : sql`${sales.customerId} = any(array(select ${customers.id} from ${customers} where ${matchingCustomersSql(search, bound)}))`;
  const searchSql = !search
    ? undefined
    : search.number === 'exact'
      ? eq(sales.number, bound('number'))
      : (or(
          search.number === 'prefix' ? sql`${sales.number} like ${bound('number')}` : undefined,
          byCustomer,
        ) ?? sql`false`);
  return and(
    isNull(sales.deletedAt),
    reachCondition(shape.scope, SCOPE_COLUMNS, {
      owner: bound('scopeOwner'),
      team: bound('scopeTeam'),
      company: bound('scopeCompany'),
    }),
    shape.status ? eq(sales.status, bound('status')) : undefined,
    shape.sellerId ? eq(sales.sellerId, bound('sellerId')) : undefined,
    shape.teamId ? eq(sales.teamId, bound('teamId')) : undefined,
    shape.providerType ? eq(sales.providerType, bound('providerType')) : undefined,
    shape.gammeCode ? eq(sales.gammeCode, bound('gammeCode')) : undefined,
    shape.createdFrom ? gte(sales.createdAt, parisMidnight(bound('createdFrom'))) : undefined,
    shape.createdTo ? sql`${sales.createdAt} < ${parisMidnight(bound('createdTo'), 1)}` : undefined,
    shape.premiumMin ? gte(sales.monthlyPremiumCents, bound('premiumMin')) : undefined,
    shape.premiumMax ? lte(sales.monthlyPremiumCents, bound('premiumMax')) : undefined,
    searchSql,
  );
};

/** The WHERE of the sale list, its status counts and its CSV export, with the request's values. */
export const saleListWhere = (
  actor: CurrentUser,
  query: Omit<SaleListQuery, 'page' | 'pageSize' | 'order'>,
  options: { withoutStatus?: boolean } = {},
): SQL | undefined => {
  const { shape, values } = saleFilterOf(actor, query, options);
  return saleFilterSql(shape, values);
};

/** The column of each sort of `SALE_SORTABLE` (the list's ORDER BY: `saleListOrder`). */
export const SALE_SORT_COLUMNS = {
  createdAt: sales.createdAt,
  updatedAt: sales.updatedAt,
  number: sales.number,
  status: sales.status,
  monthlyPremium: sales.monthlyPremiumCents,
};

/**
 * One plan serves every value of the shape, so its statement may be named and planned once: no search, an exact
 * sale number, or customers already looked up (`customersGiven`: their sales through the customer index). A
 * number prefix, or customer words read in the query itself, want a plan per term (a rare word and a common one
 * differ by a million rows read).
 */
export const plannedOnce = (shape: SaleFilterShape): boolean =>
  !shape.search ||
  shape.search.number === 'exact' ||
  (shape.search.number === 'none' && shape.search.customersGiven);
