import type { Contract, ContractListQuery, ContractSort, CurrentUser, ListResponse } from '@brokerage/shared';
import { and, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { contracts } from '@/db/schema/index.ts';
import { customerOfRowMatches } from '@/features/customers/customers-search.service.ts';
import { containsPattern, orderOf, pagedList } from '@/platform/lists.ts';
import { contractScope, selectContracts, toContracts } from './contracts-read.service.ts';

const SORTABLE: Record<ContractSort, AnyPgColumn> = {
  signedAt: contracts.signedAt,
  effectiveDate: contracts.effectiveDate,
  number: contracts.number,
  monthlyPremium: contracts.monthlyPremiumCents,
  status: contracts.status,
  createdAt: contracts.createdAt,
};

/**
 * `search`: the contract number (a part of it), or the customer as the type-ahead finds them (`customerSearchSql`: a
 * phone's start, or every word in their `search_text`). Written on `contracts` alone (the customer through a subquery)
 * so the list's count reads one table.
 */
const searchCondition = (term: string | undefined): SQL | undefined => {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return or(
    ilike(contracts.number, containsPattern(trimmed)),
    customerOfRowMatches(contracts.customerId, trimmed),
  );
};

/** The list's and the export's WHERE: the caller's scope and every filter of the query. */
export const contractListWhere = (
  actor: CurrentUser,
  query: Omit<ContractListQuery, 'page' | 'pageSize'>,
): SQL | undefined =>
  and(
    contractScope(actor),
    query.status ? eq(contracts.status, query.status) : undefined,
    query.providerType ? eq(contracts.providerType, query.providerType) : undefined,
    query.gammeCode ? eq(contracts.gammeCode, query.gammeCode) : undefined,
    query.agentId ? eq(contracts.sellerId, query.agentId) : undefined,
    query.teamId ? eq(contracts.teamId, query.teamId) : undefined,
    query.effectiveFrom ? gte(contracts.effectiveDate, query.effectiveFrom) : undefined,
    query.effectiveTo ? lte(contracts.effectiveDate, query.effectiveTo) : undefined,
    query.renewalMonth
      ? sql`extract(month from ${contracts.effectiveDate}) = ${query.renewalMonth}`
      : undefined,
    searchCondition(query.search),
  );

/** Newest signature first unless the query sorts otherwise. */
export const contractListOrder = (query: Pick<ContractListQuery, 'sort' | 'order'>) =>
  orderOf(query, SORTABLE, { column: contracts.signedAt, order: 'desc' }, contracts.id);

/** `GET /contrats`: the caller's contracts, filtered, sorted and paged. */
export const findContracts = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: ContractListQuery;
}): Promise<ListResponse<Contract>> => {
  const where = contractListWhere(actor, query);
  const page = await pagedList({
    db,
    table: contracts,
    where,
    query,
    readPage: (limit, offset) =>
      selectContracts(db)
        .where(where)
        .orderBy(...contractListOrder(query))
        .limit(limit)
        .offset(offset),
    toItem: (row) => row,
  });
  return { ...page, data: await toContracts(db, page.data) };
};
