import type { CurrentUser, SaleListQuery } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Executor } from '@/db/client.ts';
import { customers, sales, teams, users } from '@/db/schema/index.ts';
import { euros, safeCell } from '@/platform/csv-cells.ts';
import { isoTimestamp } from '@/platform/json-pages.ts';
import { literalLimit } from '@/platform/lists.ts';
import { saleListWhere } from './ventes-filters.service.ts';
import { saleListOrder } from './ventes-list.service.ts';

/**
 * `GET /ventes/export.csv`: the filtered, sorted list as CSV, bounded to SALE_EXPORT_ROW_CAP rows (the web's
 * export cap too): enough for a month of a large team, and the request stays one bounded query. When more
 * sales match, the file holds the first ones and the `X-Export-Truncated` header says so.
 */
export const SALE_EXPORT_ROW_CAP = 10_000;

/** The columns, header first; stable English keys, as the tariff export (the web labels its own columns). */
const COLUMNS = [
  'number',
  'status',
  'created_at',
  'status_changed_at',
  'subscribed_at',
  'seller',
  'team',
  'customer',
  'customer_phone',
  'customer_email',
  'provider_type',
  'gamme_code',
  'product',
  'monthly_premium_eur',
  'yearly_premium_eur',
  'lost_reason',
] as const;

export const exportSalesCsv = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: Omit<SaleListQuery, 'page' | 'pageSize'>;
}): Promise<{ csv: string; rowCount: number; truncated: boolean }> => {
  const { order } = saleListOrder(query);
  const rows = await db
    .select({
      number: sales.number,
      status: sales.status,
      createdAt: isoTimestamp(sales.createdAt),
      statusChangedAt: isoTimestamp(sales.statusChangedAt),
      subscribedAt: isoTimestamp(sales.subscribedAt),
      seller: sql<string | null>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
      team: teams.name,
      customer: sql<string | null>`btrim(${customers.firstName} || ' ' || ${customers.lastName})`,
      customerPhone: customers.phone,
      customerEmail: customers.email,
      providerType: sales.providerType,
      gammeCode: sales.gammeCode,
      product: sql<string | null>`${sales.offer}->>'productName'`,
      monthly: sales.monthlyPremiumCents,
      yearly: sales.yearlyPremiumCents,
      lostReason: sales.lostReason,
    })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.sellerId))
    .leftJoin(teams, eq(teams.id, sales.teamId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .where(saleListWhere(actor, query))
    .orderBy(...order)
    .limit(literalLimit(SALE_EXPORT_ROW_CAP + 1));
  const truncated = rows.length > SALE_EXPORT_ROW_CAP;
  const kept = truncated ? rows.slice(0, SALE_EXPORT_ROW_CAP) : rows;
  const data = kept.map((row) => [
    row.number,
    row.status,
    row.createdAt as string,
    row.statusChangedAt as string,
    (row.subscribedAt as string | null) ?? '',
    safeCell(row.seller),
    safeCell(row.team),
    safeCell(row.customer),
    safeCell(row.customerPhone),
    safeCell(row.customerEmail),
    row.providerType ?? '',
    row.gammeCode ?? '',
    safeCell(row.product),
    euros(row.monthly),
    euros(row.yearly),
    safeCell(row.lostReason),
  ]);
  const csv = Papa.unparse({ fields: [...COLUMNS], data }, { newline: '\r\n' });
  return { csv, rowCount: kept.length, truncated };
};
