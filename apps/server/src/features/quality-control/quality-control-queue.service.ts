import {
  type CurrentUser,
  type ListResponse,
  QC_QUEUE_SALE_STATUSES,
  type QcQueueItem,
  type QcQueueQuery,
} from '@brokerage/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sales } from '@/db/schema/index.ts';
import { saleSignedAtSql } from '@/features/contracts/contracts-create.service.ts';
import { customerOfRowMatches } from '@/features/customers/customers-search.service.ts';
import { now } from '@/platform/clock.ts';
import { containsPattern, pagedList } from '@/platform/lists.ts';
import { qcSaleScope } from './quality-control-access.service.ts';
import { selectQueueRows, toQueueItem } from './quality-control-read.service.ts';

/** `search`: the sale number (a part of it), or the customer as the type-ahead finds them (`customerSearchSql`). */
const searchCondition = (term: string | undefined): SQL | undefined => {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return or(ilike(sales.number, containsPattern(trimmed)), customerOfRowMatches(sales.customerId, trimmed));
};

/**
 * `GET /quality-control/queue`: signed sales waiting for review and those under review, in the reviewer's
 * company (root and an `all` scope: every company), oldest signature first.
 */
export const findQueue = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: QcQueueQuery;
}): Promise<ListResponse<QcQueueItem>> => {
  const where = and(
    isNull(sales.deletedAt),
    query.status ? eq(sales.status, query.status) : inArray(sales.status, [...QC_QUEUE_SALE_STATUSES]),
    qcSaleScope(actor),
    searchCondition(query.search),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const at = now();
  return pagedList({
    db,
    table: sales,
    where,
    query,
    readPage: (limit, offset) =>
      selectQueueRows(db)
        .where(where)
        .orderBy(direction(saleSignedAtSql), direction(sales.id))
        .limit(limit)
        .offset(offset),
    toItem: (row) => toQueueItem(row, at),
  });
};
