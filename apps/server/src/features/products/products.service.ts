import {
  type createProductInputSchema,
  DEFAULT_PRICING_RULES,
  DEFAULT_TARIFF_ZONE,
  type Product,
  type ProductListQuery,
  type ProductSort,
  recordErrors,
  type updateProductInputSchema,
} from '@brokerage/shared';
import { and, asc, count, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { gammes, products, productTariffs, tariffZones } from '@/db/schema/index.ts';
import { getProviderTypeRow } from '@/features/insurance/insurance.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { canonical } from '@/platform/canonical-json.ts';
import { orderOf, pagedList, searchAcross } from '@/platform/lists.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField, onUniqueViolation } from '@/platform/service-errors.ts';
import { assertVersion } from '@/platform/versioned-update.ts';

const refuse = refuser(recordErrors);

/** Products (formulas of a gamme) and their administration (issue 4, VenteModule:produits:*). */

export type ProductRow = typeof products.$inferSelect;

export const PRODUCT_ENTITY = 'product';

/**
 * The number of grid rows of the product in the current row of a query on `products`. Spelled out in full:
 * Drizzle leaves column names unqualified in a single-table select, which the subquery would misread.
 */
const tariffRowCount = sql<number>`(select count(*) from "product_tariffs" where "product_tariffs"."product_id" = "products"."id")::int`;

export const toProduct = (row: ProductRow, tariffRows: number): Product => ({
  id: row.id,
  providerType: row.providerType,
  gammeCode: row.gammeCode,
  code: row.code,
  name: row.name,
  level: row.level,
  description: row.description,
  active: row.active,
  guarantees: row.guarantees,
  pricingRules: { ...DEFAULT_PRICING_RULES, ...row.pricingRules },
  currency: row.currency,
  tariffRows,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const duplicate = (providerType: string, code: string) =>
  refuse('DUPLICATE', `A product with the code ${code} already exists for ${providerType}.`);

const productSortable: Record<ProductSort, AnyPgColumn> = {
  name: products.name,
  level: products.level,
  code: products.code,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** A bare gamme code matches its own products and its sub-lines'; a dotted code only its own. */
const gammeFilter = (code: string): SQL | undefined =>
  code.includes('.')
    ? eq(products.gammeCode, code)
    : or(eq(products.gammeCode, code), like(products.gammeCode, `${code.replaceAll('_', '\\_')}.%`));

/** `GET /products`: a page of products, filtered and searched; by gamme, level and code unless sorted. */
export const findProducts = async ({ db, query }: { db: Executor; query: ProductListQuery }) => {
  const where = and(
    query.providerType ? eq(products.providerType, query.providerType) : undefined,
    query.gammeCode ? gammeFilter(query.gammeCode) : undefined,
    query.active === undefined ? undefined : eq(products.active, query.active),
    searchAcross(query.search, [products.code, products.name]),
  );
  const order = query.sort
    ? orderOf(query, productSortable, { column: products.code }, products.id)
    : [asc(products.providerType), asc(products.gammeCode), asc(products.level), asc(products.code)];
  return pagedList({
    db,
    table: products,
    where,
    query,
    readPage: (limit, offset) =>
      db
        .select({ product: products, tariffRows: tariffRowCount })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    toItem: (row) => toProduct(row.product, row.tariffRows),
  });
};

export const getProduct = async ({ db, id }: { db: Executor; id: string }): Promise<Product> => {
  const [row] = await db
    .select({ product: products, tariffRows: tariffRowCount })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound('Product');
  return toProduct(row.product, row.tariffRows);
};

/** The product row, locked for the rest of the transaction; 404 when there is none. */
export const lockProduct = async (db: Executor, id: string): Promise<ProductRow> => {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound('Product');
  return row;
};

export const countTariffRows = async (db: Executor, productId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(productTariffs)
    .where(eq(productTariffs.productId, productId));
  return row?.total ?? 0;
};

const assertGammeExists = async (db: Executor, providerType: string, gammeCode: string) => {
  const [gamme] = await db
    .select({ id: gammes.id })
    .from(gammes)
    .where(and(eq(gammes.providerType, providerType), eq(gammes.code, gammeCode)));
  if (!gamme) throw invalidField('gammeCode', `Unknown product line ${gammeCode} for ${providerType}.`);
};

const assertCodeFree = async (db: Executor, providerType: string, code: string, exceptId?: string) => {
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.providerType, providerType), eq(products.code, code)));
  if (clash && clash.id !== exceptId) throw duplicate(providerType, code);
};

/** Creates a product of an existing gamme; its code is unique per provider type (409 DUPLICATE). */
export const createProduct = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: z.output<typeof createProductInputSchema> }): Promise<Product> =>
  db.transaction(async (tx) => {
    if (!(await getProviderTypeRow({ db: tx, code: input.providerType }))) {
      throw invalidField('providerType', `Unknown provider type '${input.providerType}'.`);
    }
    await assertGammeExists(tx, input.providerType, input.gammeCode);
    await assertCodeFree(tx, input.providerType, input.code);
    const row = await tx
      .insert(products)
      .values(input)
      .returning()
      .then(([inserted]) => inserted)
      .catch(onUniqueViolation(() => duplicate(input.providerType, input.code)));
    if (!row) throw new Error('product not created');
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: PRODUCT_ENTITY,
      entityId: row.id,
      after: row,
      ip,
    });
    return toProduct(row, 0);
  });

/**
 * Changes any field but the provider type (its zones and the code's uniqueness depend on it). `pricingRules`
 * may be partial; a write that changes nothing leaves the row and the history alone.
 */
export const updateProduct = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof updateProductInputSchema> }): Promise<Product> =>
  db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    const { providerType, pricingRules, version, ...rest } = input;
    const current = async () => toProduct(row, await countTariffRows(tx, id));
    await assertVersion(row, version, current);
    if (providerType !== undefined && providerType !== row.providerType) {
      throw invalidField(
        'providerType',
        'The provider type of a product cannot change; create a new product.',
      );
    }
    if (rest.gammeCode !== undefined && rest.gammeCode !== row.gammeCode) {
      await assertGammeExists(tx, row.providerType, rest.gammeCode);
    }
    if (rest.code !== undefined && rest.code !== row.code) {
      await assertCodeFree(tx, row.providerType, rest.code, id);
    }
    const candidate: Partial<ProductRow> = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    if (pricingRules)
      candidate.pricingRules = { ...DEFAULT_PRICING_RULES, ...row.pricingRules, ...pricingRules };
    const changes = Object.fromEntries(
      Object.entries(candidate).filter(
        ([field, value]) => canonical(value) !== canonical(row[field as keyof ProductRow]),
      ),
    );
    if (Object.keys(changes).length === 0) return toProduct(row, await countTariffRows(tx, id));
    const updated = await auditedUpdate(tx, {
      table: products,
      id,
      expected: version,
      set: changes,
      current,
      duplicate: () => duplicate(row.providerType, rest.code ?? row.code),
      entity: PRODUCT_ENTITY,
      actor,
      ip,
      before: row,
    });
    return toProduct(updated, await countTariffRows(tx, id));
  });

/**
 * Deletes a product and its tariff grid. Nothing refers to products yet; once sales do, a product they name
 * will be refused with 409 IN_USE, and `active: false` is how a formula is retired (it leaves quotations).
 */
export const deleteProduct = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    const tariffRows = await countTariffRows(tx, id);
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: PRODUCT_ENTITY,
      entityId: id,
      before: { ...row, tariffRows },
      ip,
    });
  });

/** `GET /products/zones`: the provider type's zone table (every other département is in zone 1). */
export const listTariffZones = async ({ db, providerType }: { db: Executor; providerType: string }) => {
  if (!(await getProviderTypeRow({ db, code: providerType }))) {
    throw invalidField('providerType', `Unknown provider type '${providerType}'.`);
  }
  const rows = await db
    .select({ departement: tariffZones.departement, zone: tariffZones.zone })
    .from(tariffZones)
    .where(eq(tariffZones.providerType, providerType))
    .orderBy(asc(tariffZones.departement));
  return { data: rows, defaultZone: DEFAULT_TARIFF_ZONE };
};
