import { createHash } from 'node:crypto';
import {
  sortTariffRows,
  type TariffGridRow,
  type TariffImportErrorDetails,
  type TariffImportResult,
  type TariffRowError,
  tariffGridToCsv,
  validateTariffRecords,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { products, productTariffs } from '@/db/schema/index.ts';
import { AppError, notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';
import { countTariffRows, lockProduct, PRODUCT_ENTITY, toProduct } from './products.service.ts';
import { parseTariffCsv } from './tariff-csv.ts';

/** A product's tariff grid: read, CSV export, and CSV import that replaces the whole grid or nothing. */

/** Errors listed in a refused import; the count says how many there were in all. */
const MAX_REPORTED_ERRORS = 200;
/** Rows per INSERT, well under PostgreSQL's 65,535 bound parameters. */
const INSERT_CHUNK = 1_000;

const readGrid = async (db: Executor, productId: string): Promise<TariffGridRow[]> => {
  const rows = await db
    .select({
      regime: productTariffs.regime,
      zone: productTariffs.zone,
      beneficiary: productTariffs.beneficiary,
      ageMin: productTariffs.ageMin,
      ageMax: productTariffs.ageMax,
      monthlyCents: productTariffs.monthlyCents,
    })
    .from(productTariffs)
    .where(eq(productTariffs.productId, productId));
  return sortTariffRows(rows);
};

/** A short fingerprint of a grid in grid order, so the history shows that prices changed, not only counts. */
const checksumOf = (rows: readonly TariffGridRow[]) =>
  createHash('sha256').update(tariffGridToCsv(rows)).digest('hex').slice(0, 16);

const productHead = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ id: products.id, code: products.code, currency: products.currency })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound('Product');
  return row;
};

/** `GET /products/{id}/tariffs`: every row, in grid order. */
export const getTariffGrid = async ({ db, id }: { db: Executor; id: string }) => {
  const product = await productHead(db, id);
  return { data: await readGrid(db, id), currency: product.currency };
};

/** `GET /products/{id}/tariffs.csv`: the grid as the import reads it, named after the product's code. */
export const exportTariffGrid = async ({ db, id }: { db: Executor; id: string }) => {
  const product = await productHead(db, id);
  return {
    filename: `${product.code.toLowerCase()}-tariffs.csv`,
    csv: tariffGridToCsv(await readGrid(db, id)),
  };
};

const refused = (errors: TariffRowError[]) => {
  const details: TariffImportErrorDetails = {
    rows: errors.slice(0, MAX_REPORTED_ERRORS),
    errorCount: errors.length,
    truncated: errors.length > MAX_REPORTED_ERRORS,
  };
  const first = errors[0];
  const summary =
    errors.length === 1 && first
      ? `Line ${first.line}: ${first.message}`
      : `The file has ${errors.length} errors, the first on line ${first?.line}.`;
  return new AppError('VALIDATION_FAILED', { message: `${summary} Nothing was imported.`, details });
};

/**
 * `PUT /products/{id}/tariffs/import`: validates every row first; any bad row refuses the whole file (400 with
 * each line's problems) and nothing is written. A good file replaces the grid in one transaction with one
 * audit entry (row counts and fingerprints); a file identical to the saved grid writes nothing.
 */
export const importTariffGrid = async ({
  db,
  actor,
  ip,
  id,
  csv,
  expectedVersion,
}: WriteContext & {
  id: string;
  csv: string;
  /** From `If-Match`: the version of the product (whose grid this is) the client loaded. */
  expectedVersion: number | undefined;
}): Promise<TariffImportResult> => {
  await productHead(db, id);
  const parsed = parseTariffCsv(csv);
  const validated = validateTariffRecords(parsed.records);
  const errors = [...parsed.errors, ...validated.errors].sort((left, right) => left.line - right.line);
  if (errors.length > 0) throw refused(errors);
  const grid = validated.rows;
  // Serialised and hashed before the product is locked; only the saved grid's fingerprint needs the lock.
  const after = { tariffGrid: { rows: grid.length, checksum: checksumOf(grid) } };

  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    const current = async () => toProduct(product, await countTariffRows(tx, id));
    await assertVersion(product, expectedVersion, current);
    const previous = await readGrid(tx, id);
    const before = { tariffGrid: { rows: previous.length, checksum: checksumOf(previous) } };
    if (before.tariffGrid.checksum === after.tariffGrid.checksum) {
      return { productId: id, rows: grid.length, previousRows: previous.length, changed: false };
    }
    await tx.delete(productTariffs).where(eq(productTariffs.productId, id));
    for (let index = 0; index < grid.length; index += INSERT_CHUNK) {
      await tx
        .insert(productTariffs)
        .values(grid.slice(index, index + INSERT_CHUNK).map((row) => ({ ...row, productId: id })));
    }
    await versionedUpdate(tx, {
      table: products,
      id,
      expected: expectedVersion,
      set: { updatedAt: new Date() },
      current,
    });
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: PRODUCT_ENTITY,
      entityId: id,
      before,
      after,
      ip,
    });
    return { productId: id, rows: grid.length, previousRows: previous.length, changed: true };
  });
};
