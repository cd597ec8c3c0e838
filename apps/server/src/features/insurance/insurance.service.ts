import type {
  CatalogueGamme,
  Gamme,
  GammeListQuery,
  GammeSort,
  ProviderListQuery,
  ProviderType,
} from '@brokerage/shared';
import { baseCodeOf, isSubLine } from '@brokerage/shared';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { gammes, providerTypes } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { limitOffset, orderOf, pagedList, pageOf, searchAcross } from '@/platform/lists.ts';

type GammeRow = typeof gammes.$inferSelect;

export const toProviderType = (row: typeof providerTypes.$inferSelect): ProviderType => ({
  code: row.code,
  name: row.name,
  active: row.active,
});

export const toGamme = (row: GammeRow): Gamme => ({
  id: row.id,
  providerType: row.providerType,
  code: row.code,
  name: row.name,
  description: row.description,
  active: row.active,
  apiPath: row.apiPath,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** The catalogue's view of a gamme: the API path only when asked for. */
const toCatalogueGamme = (row: GammeRow, includeApiPath: boolean): CatalogueGamme => {
  const { apiPath, ...rest } = toGamme(row);
  return includeApiPath ? { ...rest, apiPath } : rest;
};

/** Catalogue order: each bare line followed by its sub-lines, whatever the database collation. */
const byLine = (left: GammeRow, right: GammeRow) =>
  baseCodeOf(left.code).localeCompare(baseCodeOf(right.code), 'en') ||
  Number(isSubLine(left.code)) - Number(isSubLine(right.code)) ||
  left.code.localeCompare(right.code, 'en');

export const getProviderTypeRow = async ({ db, code }: { db: Executor; code: string }) => {
  const [row] = await db.select().from(providerTypes).where(eq(providerTypes.code, code));
  return row;
};

/** `GET /insurance/providers`: a page of provider types. */
export const findProviderTypes = async ({ db, query }: { db: Executor; query: ProviderListQuery }) => {
  const where = and(
    query.active === undefined ? undefined : eq(providerTypes.active, query.active),
    searchAcross(query.search, [providerTypes.code, providerTypes.name]),
  );
  return pagedList({
    db,
    table: providerTypes,
    where,
    query,
    readPage: (limit, offset) =>
      db
        .select()
        .from(providerTypes)
        .where(where)
        .orderBy(
          ...orderOf(
            query,
            { code: providerTypes.code, name: providerTypes.name },
            { column: providerTypes.name },
            providerTypes.code,
          ),
        )
        .limit(limit)
        .offset(offset),
    toItem: toProviderType,
  });
};

const gammeSortable: Record<GammeSort, AnyPgColumn> = {
  code: gammes.code,
  name: gammes.name,
  providerType: gammes.providerType,
  createdAt: gammes.createdAt,
  updatedAt: gammes.updatedAt,
};

/** A page of gammes, filtered by provider type, activity and a search on code and name. */
const findGammeRows = async ({ db, query }: { db: Executor; query: GammeListQuery }) => {
  const conditions: (SQL | undefined)[] = [
    query.providerType ? eq(gammes.providerType, query.providerType) : undefined,
    query.active === undefined ? undefined : eq(gammes.active, query.active),
    searchAcross(query.search, [gammes.code, gammes.name]),
  ];
  const where = and(...conditions);
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(gammes)
      .where(where)
      .orderBy(...orderOf(query, gammeSortable, { column: gammes.code }, gammes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(gammes).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

/** `GET /questions/gammes`: the administration list, API paths included. */
export const findGammes = async ({ db, query }: { db: Executor; query: GammeListQuery }) => {
  const { rows, total } = await findGammeRows({ db, query });
  return pageOf(rows.map(toGamme), total, query);
};

/** `GET /insurance/gammes`: the catalogue list, API paths only when asked for. */
export const findCatalogueGammes = async ({
  db,
  query,
  includeApiPaths,
}: {
  db: Executor;
  query: GammeListQuery;
  includeApiPaths: boolean;
}) => {
  const { rows, total } = await findGammeRows({ db, query });
  return pageOf(
    rows.map((row) => toCatalogueGamme(row, includeApiPaths)),
    total,
    query,
  );
};

/** Every gamme of one provider type, active ones only unless asked; 404 for an unknown provider type. */
export const listProviderGammes = async ({
  db,
  providerType,
  includeApiPaths,
  includeInactive,
}: {
  db: Executor;
  providerType: string;
  includeApiPaths: boolean;
  includeInactive: boolean;
}): Promise<CatalogueGamme[]> => {
  if (!(await getProviderTypeRow({ db, code: providerType }))) throw notFound('Provider type');
  const rows = await db
    .select()
    .from(gammes)
    .where(and(eq(gammes.providerType, providerType), includeInactive ? undefined : eq(gammes.active, true)));
  return rows.sort(byLine).map((row) => toCatalogueGamme(row, includeApiPaths));
};

/** One gamme of a provider type by its code, or 404. */
export const getProviderGamme = async ({
  db,
  providerType,
  code,
  includeApiPath,
}: {
  db: Executor;
  providerType: string;
  code: string;
  includeApiPath: boolean;
}): Promise<CatalogueGamme> => {
  const [row] = await db
    .select()
    .from(gammes)
    .where(and(eq(gammes.providerType, providerType), eq(gammes.code, code)));
  if (!row) throw notFound('Gamme');
  return toCatalogueGamme(row, includeApiPath);
};
