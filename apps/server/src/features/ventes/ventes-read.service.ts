import {
  type CurrentUser,
  type Sale,
  type SaleListItem,
  saleListItemSchema,
  saleSchema,
} from '@brokerage/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { customers, sales, teams, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { isoTimestamp, joinedRecord, jsonObject, jsonRecord, namedReference } from '@/platform/json-pages.ts';
import { saleScope } from './ventes-access.service.ts';

/**
 * Each field of a sale's API shapes (`saleSchema`, `saleListItemSchema`) as PostgreSQL computes it. The query must
 * left-join the seller (`users`), the team and the customer (`selectSaleJson`).
 */
const saleFields = {
  id: sales.id,
  number: sales.number,
  status: sales.status,
  version: sales.version,
  seller: joinedRecord(users.id, [
    ['id', users.id],
    ['firstName', users.firstName],
    ['lastName', users.lastName],
  ]),
  team: namedReference(teams.id, teams.name),
  companyId: sales.companyId,
  channel: sales.channel,
  callConsentAt: isoTimestamp(sales.callConsentAt),
  recordingAnnouncedAt: isoTimestamp(sales.recordingAnnouncedAt),
  callEndedAt: isoTimestamp(sales.callEndedAt),
  customerId: sales.customerId,
  customer: joinedRecord(customers.id, [
    ['id', customers.id],
    ['firstName', customers.firstName],
    ['lastName', customers.lastName],
    ['phone', customers.phone],
    ['email', customers.email],
  ]),
  formData: sql`case when ${sales.providerType} is null or ${sales.gammeCode} is null then null else json_build_object('providerType', ${sales.providerType}, 'gammeCode', ${sales.gammeCode}, 'answers', ${sales.answers}) end`,
  providerType: sales.providerType,
  gammeCode: sales.gammeCode,
  answers: sales.answers,
  objectiveIds: sales.objectiveIds,
  household: sales.household,
  quoteHash: sales.quoteHash,
  offer: sales.offer,
  recommendationReason: sales.recommendationReason,
  lostReason: sales.lostReason,
  statusChangedAt: isoTimestamp(sales.statusChangedAt),
  subscribedAt: isoTimestamp(sales.subscribedAt),
  createdAt: isoTimestamp(sales.createdAt),
  updatedAt: isoTimestamp(sales.updatedAt),
  contractId: sales.contractId,
  monthlyPremiumCents: sales.monthlyPremiumCents,
} satisfies Record<keyof Sale | keyof SaleListItem, AnyPgColumn | SQL>;

/** The fields of `shape`, in its key order. */
const fieldsOf = (shape: Record<keyof Sale, unknown> | Record<keyof SaleListItem, unknown>) =>
  Object.keys(shape).map((key) => [key, saleFields[key as keyof typeof saleFields]] as const);

/**
 * A sale in its API shape, written by PostgreSQL as JSON. The single read and every write's answer (and its
 * 409 `current`) use this one expression, so the shapes cannot drift apart.
 */
export const saleRecordJson: SQL = jsonObject(fieldsOf(saleSchema.shape));

/** A row of the sale list in its API shape, for `json_agg` (`jsonRecord`); joins as `saleRecordJson`. */
export const saleListItemRecord: SQL = jsonRecord(fieldsOf(saleListItemSchema.shape));

/** The sales joined with what `saleRecordJson` reads: seller, team and customer (a customer deleted later still shows). */
export const selectSaleJson = (db: Executor) =>
  db
    .select({ json: sql<string>`${saleRecordJson}::text` })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.sellerId))
    .leftJoin(teams, eq(teams.id, sales.teamId))
    .leftJoin(customers, eq(customers.id, sales.customerId));

/**
 * The live sale `id` in its API shape, without any scope check: for a caller that has already found or locked
 * the sale in the actor's scope (a write's answer, a 409's `current`). Run it in the write's transaction.
 */
export const readSale = async (db: Executor, id: string): Promise<Sale> => {
  const [row] = await selectSaleJson(db).where(and(eq(sales.id, id), isNull(sales.deletedAt)));
  if (!row) throw notFound('Sale');
  return JSON.parse(row.json) as Sale;
};

/** `GET /ventes/{id}`: the sale if the actor's data scope holds it, 404 otherwise (like a missing one). */
export const getSale = async ({
  db,
  actor,
  id,
}: {
  db: Executor;
  actor: CurrentUser;
  id: string;
}): Promise<Sale> => {
  const [row] = await selectSaleJson(db).where(
    and(eq(sales.id, id), isNull(sales.deletedAt), saleScope(actor)),
  );
  if (!row) throw notFound('Sale');
  return JSON.parse(row.json) as Sale;
};
