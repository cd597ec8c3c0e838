import { CONTRACT_EXPORT_MAX_ROWS, type ContractExportQuery, type CurrentUser } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Executor } from '@/db/client.ts';
import { contracts, customers, sales, teams, users } from '@/db/schema/index.ts';
import { euros, safeCell } from '@/platform/csv-cells.ts';
import { isoTimestamp } from '@/platform/json-pages.ts';
import { literalLimit } from '@/platform/lists.ts';
import { contractListOrder, contractListWhere } from './contracts-list.service.ts';

/**
 * `GET /contrats/export`: the filtered, sorted contracts as CSV (papaparse, as the sales export), at most
 * CONTRACT_EXPORT_MAX_ROWS rows; beyond, the file holds the first ones and `X-Export-Truncated` says so.
 * Stable English column keys; the web labels its own columns.
 */
const COLUMNS = [
  'number',
  'status',
  'sale_number',
  'customer',
  'customer_phone',
  'customer_email',
  'insured_count',
  'provider_type',
  'gamme_code',
  'product',
  'effective_date',
  'renewal_month',
  'monthly_premium_eur',
  'yearly_premium_eur',
  'payment_method',
  'payment_frequency',
  'mandate_reference',
  'signed_at',
  'validated_at',
  'agent',
  'team',
  'status_changed_at',
  'end_reason',
  'termination_date',
] as const;

export const exportContractsCsv = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: ContractExportQuery;
}): Promise<{ csv: string; rowCount: number; truncated: boolean }> => {
  const rows = await db
    .select({
      number: contracts.number,
      status: contracts.status,
      saleNumber: sales.number,
      customer: sql<string | null>`btrim(${customers.firstName} || ' ' || ${customers.lastName})`,
      customerPhone: customers.phone,
      customerEmail: customers.email,
      insuredCount: sql<number>`jsonb_array_length(${contracts.insuredPeople})::int`,
      providerType: contracts.providerType,
      gammeCode: contracts.gammeCode,
      product: contracts.productName,
      effectiveDate: contracts.effectiveDate,
      monthly: contracts.monthlyPremiumCents,
      yearly: contracts.yearlyPremiumCents,
      paymentMethod: contracts.paymentMethod,
      paymentFrequency: contracts.paymentFrequency,
      mandateReference: contracts.mandateReference,
      signedAt: isoTimestamp(contracts.signedAt),
      validatedAt: isoTimestamp(contracts.validatedAt),
      agent: sql<string | null>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
      team: teams.name,
      statusChangedAt: isoTimestamp(contracts.statusChangedAt),
      endReason: sql<
        string | null
      >`coalesce(${contracts.withdrawalReason}, ${contracts.cancellationReason}, ${contracts.terminationReason})`,
      terminationDate: contracts.terminationDate,
    })
    .from(contracts)
    .innerJoin(sales, eq(sales.id, contracts.saleId))
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(users, eq(users.id, contracts.sellerId))
    .leftJoin(teams, eq(teams.id, contracts.teamId))
    .where(contractListWhere(actor, query))
    .orderBy(...contractListOrder(query))
    .limit(literalLimit(CONTRACT_EXPORT_MAX_ROWS + 1));
  const truncated = rows.length > CONTRACT_EXPORT_MAX_ROWS;
  const kept = truncated ? rows.slice(0, CONTRACT_EXPORT_MAX_ROWS) : rows;
  const data = kept.map((row) => [
    row.number,
    row.status,
    row.saleNumber,
    safeCell(row.customer),
    safeCell(row.customerPhone),
    safeCell(row.customerEmail),
    String(row.insuredCount),
    row.providerType,
    row.gammeCode,
    safeCell(row.product),
    row.effectiveDate,
    row.effectiveDate.slice(5, 7),
    euros(row.monthly),
    euros(row.yearly),
    row.paymentMethod,
    row.paymentFrequency ?? '',
    safeCell(row.mandateReference),
    row.signedAt as string,
    row.validatedAt as string,
    safeCell(row.agent),
    safeCell(row.team),
    row.statusChangedAt as string,
    safeCell(row.endReason),
    row.terminationDate ?? '',
  ]);
  const csv = Papa.unparse({ fields: [...COLUMNS], data }, { newline: '\r\n' });
  return { csv, rowCount: kept.length, truncated };
};
