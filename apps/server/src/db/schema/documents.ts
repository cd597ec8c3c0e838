import type { DocumentKind, Locale } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';
import { files } from './files.ts';
import { signatureRequests } from './signatures.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/**
 * A stored PDF of a sale (issue 10): one of its five documents at a version (1, 2, 3… per sale and kind, each
 * generation adds one of each), the sealed copy a signature made of one of them (same kind and version,
 * `sealed`, `sourceDocumentId` naming the original), or the signature's evidence (`evidence`). Never edited:
 * a regeneration adds rows, old versions stay. The scope is the sale's (the file row copies it).
 */
export const saleDocuments = pgTable(
  'sale_documents',
  {
    id: id(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id),
    kind: text().$type<DocumentKind>().notNull(),
    version: integer().notNull(),
    locale: text().$type<Locale>().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    sealed: boolean().notNull().default(false),
    /** The unsealed document a sealed copy was made from. */
    sourceDocumentId: uuid().references((): AnyPgColumn => saleDocuments.id),
    signatureRequestId: uuid().references(() => signatureRequests.id),
    /** The generation that wrote the row (null for sealed copies and evidence): a job run twice finds its rows. */
    generationId: uuid().references(() => documentGenerations.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sale_documents_version_unique').on(table.saleId, table.kind, table.version, table.sealed),
    index('sale_documents_created_idx').on(table.createdAt, table.id),
    index('sale_documents_generation_idx').on(table.generationId),
  ],
);

export type DocumentGenerationStatus = 'queued' | 'done' | 'failed';

/**
 * One (re)generation of a sale's five documents: `queued` when asked (with the subscription or a
 * regenerate) and while the queue retries a failed attempt (`error` holds the latest one), `done` once the job
 * wrote the rows, `failed` when the queue gave up or the sale had moved on. `pdf-links` answers `generating`
 * while one is `queued`.
 */
export const documentGenerations = pgTable(
  'document_generations',
  {
    id: id(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id),
    status: text().$type<DocumentGenerationStatus>().notNull().default('queued'),
    requestedById: uuid().references(() => users.id),
    error: text(),
    requestedAt: moment().notNull().defaultNow(),
    finishedAt: moment(),
  },
  (table) => [
    index('document_generations_queued_idx').on(table.saleId).where(sql`${table.status} = 'queued'`),
  ],
);
