import type {
  CurrentUser,
  DocumentListQuery,
  DocumentRecord,
  ListResponse,
  SalePdfLinks,
} from '@brokerage/shared';
import { and, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, documentGenerations, files, saleDocuments, sales } from '@/db/schema/index.ts';
import { findSaleInScope, saleScope } from '@/features/ventes/ventes-access.service.ts';
import { containsPattern, limitOffset, orderOf, pageOf } from '@/platform/lists.ts';
import { type DocumentLinkRow, documentLinkColumns, toSaleDocumentLink } from './documents.service.ts';

/** The documents as staff read them: a sale's current PDFs and the `/documents` list, in the sale's scope. */

/**
 * `GET /ventes/{id}/pdf-links`: the highest version of each kind, unsealed and sealed apart (so the signed copy
 * shows beside the original once signed, and the latest evidence), and whether a generation is queued.
 */
export const salePdfLinks = async ({
  db,
  actor,
  saleId,
}: {
  db: Executor;
  actor: CurrentUser;
  saleId: string;
}): Promise<SalePdfLinks> => {
  await findSaleInScope(db, actor, saleId);
  const [rows, [queued]] = await Promise.all([
    db
      .selectDistinctOn([saleDocuments.kind, saleDocuments.sealed], documentLinkColumns)
      .from(saleDocuments)
      .innerJoin(files, eq(files.id, saleDocuments.fileId))
      .where(eq(saleDocuments.saleId, saleId))
      .orderBy(saleDocuments.kind, saleDocuments.sealed, desc(saleDocuments.version)),
    db
      .select({ total: count() })
      .from(documentGenerations)
      .where(and(eq(documentGenerations.saleId, saleId), eq(documentGenerations.status, 'queued'))),
  ]);
  return {
    generating: (queued?.total ?? 0) > 0,
    documents: (rows as DocumentLinkRow[]).sort(byReadingOrder).map(toSaleDocumentLink),
  };
};

const KIND_ORDER = ['quote', 'advice', 'membership', 'sepa_mandate', 'information', 'evidence'];
const byReadingOrder = (a: DocumentLinkRow, b: DocumentLinkRow) =>
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || Number(a.sealed) - Number(b.sealed);

/** Midnight in Paris of a calendar day: the list's days are the agents' days, as in the sales list. */
const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${sql.raw(String(plusDays))})::timestamp at time zone 'Europe/Paris')`;

const searchCondition = (term: string | undefined): SQL | undefined => {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(
    sql`${sales.number} ilike ${pattern}`,
    sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern}`,
    sql`(${customers.lastName} || ' ' || ${customers.firstName}) ilike ${pattern}`,
  );
};

const listColumns = {
  ...documentLinkColumns,
  saleNumber: sales.number,
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
};

type ListRow = DocumentLinkRow & {
  saleNumber: string;
  customerId: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
};

const toRecord = (row: ListRow): DocumentRecord => ({
  ...toSaleDocumentLink(row),
  sale: { id: row.saleId, number: row.saleNumber },
  customer: row.customerId
    ? { id: row.customerId, firstName: row.customerFirstName ?? '', lastName: row.customerLastName ?? '' }
    : null,
});

/** `GET /documents`: every stored document of the sales in the actor's scope, newest first, filtered. */
export const findDocuments = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: DocumentListQuery;
}): Promise<ListResponse<DocumentRecord>> => {
  const where = and(
    isNull(sales.deletedAt),
    saleScope(actor),
    query.saleId ? eq(saleDocuments.saleId, query.saleId) : undefined,
    query.customerId ? eq(sales.customerId, query.customerId) : undefined,
    query.kind ? eq(saleDocuments.kind, query.kind) : undefined,
    query.from ? gte(saleDocuments.createdAt, parisMidnight(query.from)) : undefined,
    query.to ? lt(saleDocuments.createdAt, parisMidnight(query.to, 1)) : undefined,
    searchCondition(query.search),
  );
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(saleDocuments)
      .innerJoin(sales, eq(sales.id, saleDocuments.saleId))
      .innerJoin(files, eq(files.id, saleDocuments.fileId))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          { createdAt: saleDocuments.createdAt },
          { column: saleDocuments.createdAt, order: 'desc' },
          saleDocuments.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(saleDocuments)
      .innerJoin(sales, eq(sales.id, saleDocuments.saleId))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .where(where),
  ]);
  return pageOf((rows as ListRow[]).map(toRecord), totals?.total ?? 0, query);
};
