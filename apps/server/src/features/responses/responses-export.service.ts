import {
  answerText,
  type CurrentUser,
  RESPONSE_EXPORT_MAX_ROWS,
  type ResponseExportQuery,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Executor } from '@/db/client.ts';
import { sales, users } from '@/db/schema/index.ts';
import { safeCell } from '@/platform/csv-cells.ts';
import { literalLimit } from '@/platform/lists.ts';
import { responseQuestions } from './responses-columns.service.ts';
import { responseListOrder, responseListWhere, responseRowColumns } from './responses-list.service.ts';

/** The fixed columns before the questions': stable English keys, as the other exports. */
const FIXED_COLUMNS = [
  'sale_number',
  'created_at',
  'status',
  'provider_type',
  'gamme_code',
  'agent',
] as const;

/**
 * `GET /responses/export`: the filtered answers as CSV (papaparse, as the sales and contracts exports), one
 * column per question headed by its label, choices by their labels, every cell safe from formulas. At most
 * RESPONSE_EXPORT_MAX_ROWS rows; beyond, `X-Export-Truncated` says so. Two statements: questions and rows.
 */
export const exportResponsesCsv = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: ResponseExportQuery;
}): Promise<{ csv: string; rowCount: number; truncated: boolean }> => {
  const [questions, rows] = await Promise.all([
    responseQuestions(db, query),
    db
      .select(responseRowColumns)
      .from(sales)
      .leftJoin(users, eq(users.id, sales.sellerId))
      .where(responseListWhere(actor, query))
      .orderBy(...responseListOrder(query))
      .limit(literalLimit(RESPONSE_EXPORT_MAX_ROWS + 1)),
  ]);
  const truncated = rows.length > RESPONSE_EXPORT_MAX_ROWS;
  const kept = truncated ? rows.slice(0, RESPONSE_EXPORT_MAX_ROWS) : rows;
  const data = kept.map((row) => [
    row.saleNumber,
    row.createdAt,
    row.status,
    row.providerType ?? '',
    row.gammeCode ?? '',
    safeCell(row.agent?.name ?? null),
    ...questions.map((question) => safeCell(answerText(row.answers[question.id], question.options))),
  ]);
  const fields = [...FIXED_COLUMNS, ...questions.map((question) => safeCell(question.label))];
  const csv = Papa.unparse({ fields, data }, { newline: '\r\n' });
  return { csv, rowCount: kept.length, truncated };
};
