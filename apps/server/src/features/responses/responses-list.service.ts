import {
  type CurrentUser,
  isSubLine,
  type ListResponse,
  type ResponseListQuery,
  type ResponseRow,
  type ResponseSort,
} from '@brokerage/shared';
import { and, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { sales, users } from '@/db/schema/index.ts';
import { saleScope } from '@/features/ventes/ventes-access.service.ts';
import { isoTimestamp } from '@/platform/json-pages.ts';
import { containsPattern, orderOf, pagedList } from '@/platform/lists.ts';
import { responseQuestions } from './responses-columns.service.ts';

const SORTABLE: Record<ResponseSort, AnyPgColumn> = {
  createdAt: sales.createdAt,
  number: sales.number,
};

/** The creation day of a sale in France, as the filters' dates mean it. */
const createdDay = sql`(${sales.createdAt} at time zone 'Europe/Paris')::date`;

/**
 * `answer`: a text answer containing it (any case), or a choice answer with it among the picked values
 * (exactly); in `questionId`'s answer, or in any answer of the sale.
 */
const answerCondition = (questionId: string | undefined, answer: string | undefined): SQL | undefined => {
  if (!answer) return undefined;
  const pattern = containsPattern(answer);
  const matches = (value: SQL) =>
    sql`(jsonb_typeof(${value}) = 'string' and (${value} #>> '{}') ilike ${pattern}) or (jsonb_typeof(${value}) = 'array' and ${value} ? ${answer})`;
  if (questionId) return sql`(${matches(sql`(${sales.answers} -> ${questionId})`)})`;
  return sql`exists (select 1 from jsonb_each(${sales.answers}) as answer(key, value) where ${matches(sql`answer.value`)})`;
};

/** A product line covers its sub-lines (`SANTE_SENIOR` holds `SANTE_SENIOR.CONFORT`); a sub-line is itself. */
const gammeCondition = (gammeCode: string | undefined): SQL | undefined => {
  if (!gammeCode) return undefined;
  if (isSubLine(gammeCode)) return eq(sales.gammeCode, gammeCode);
  return or(
    eq(sales.gammeCode, gammeCode),
    like(sales.gammeCode, `${gammeCode.replace(/[\\%_]/g, '\\$&')}.%`),
  );
};

/** The list's and the export's WHERE: live sales with answers, in the caller's scope, and every filter. */
export const responseListWhere = (
  actor: CurrentUser,
  query: Omit<ResponseListQuery, 'page' | 'pageSize'>,
): SQL | undefined =>
  and(
    isNull(sales.deletedAt),
    sql`${sales.answers} <> '{}'::jsonb`,
    saleScope(actor),
    query.providerType ? eq(sales.providerType, query.providerType) : undefined,
    gammeCondition(query.gammeCode),
    query.questionId && !query.answer ? sql`${sales.answers} ? ${query.questionId}` : undefined,
    answerCondition(query.questionId, query.answer),
    query.from ? sql`${createdDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${createdDay} <= ${query.to}::date` : undefined,
    query.agentId ? eq(sales.sellerId, query.agentId) : undefined,
  );

/** Newest sale first unless the query sorts otherwise. */
export const responseListOrder = (query: Pick<ResponseListQuery, 'sort' | 'order'>) =>
  orderOf(query, SORTABLE, { column: sales.createdAt, order: 'desc' }, sales.id);

/** The columns every row reads: the sale, its seller by name, its answers. One join, no per-row query. */
export const responseRowColumns = {
  saleId: sales.id,
  saleNumber: sales.number,
  createdAt: isoTimestamp(sales.createdAt).mapWith(String),
  status: sales.status,
  providerType: sales.providerType,
  gammeCode: sales.gammeCode,
  agent: sql<
    ResponseRow['agent']
  >`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'name', btrim(${users.firstName} || ' ' || ${users.lastName})) end`,
  answers: sales.answers,
};

/**
 * `GET /responses`: the answers of the caller's sales, filtered, sorted and paged, with the columns to show.
 * Three statements whatever the page holds: the questions, the page (sales joined to their seller), the count.
 */
export const findResponses = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: ResponseListQuery;
}): Promise<ListResponse<ResponseRow> & { questions: Awaited<ReturnType<typeof responseQuestions>> }> => {
  const where = responseListWhere(actor, query);
  const [questions, page] = await Promise.all([
    responseQuestions(db, query),
    pagedList({
      db,
      table: sales,
      where,
      query,
      readPage: (limit, offset) =>
        db
          .select(responseRowColumns)
          .from(sales)
          .leftJoin(users, eq(users.id, sales.sellerId))
          .where(where)
          .orderBy(...responseListOrder(query))
          .limit(limit)
          .offset(offset),
      toItem: (row): ResponseRow => ({ ...row, agent: row.agent ?? null }),
    }),
  ]);
  return { ...page, questions };
};
