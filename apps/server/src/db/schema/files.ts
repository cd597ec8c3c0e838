import type { FileKind } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';
import { companies } from './companies.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/**
 * A stored file (issue 10): its bytes live in the object storage under `storageKey`; this row is what the
 * product knows of them. The owner, team and company are the sale's (its seller's, fixed when the sale is made)
 * or, for a file of no sale, its uploader alone: they are what the data scope reads. Files are never edited.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text().notNull(),
    /** The uploaded name, sanitised (packages/shared files.rules `sanitiseFileName`). */
    name: text().notNull(),
    /** Detected from the bytes, never taken from the client. */
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes; also the download's ETag. */
    sha256: text().notNull(),
    kind: text().$type<FileKind>(),
    saleId: uuid().references(() => sales.id),
    /** Null when the server made the file itself (a job, with no user behind it). */
    uploadedById: uuid().references(() => users.id),
    ownerId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    createdAt: moment().notNull().defaultNow(),
    deletedAt: moment(),
  },
  (table) => [
    uniqueIndex('files_storage_key_unique').on(table.storageKey),
    index('files_live_sale_idx').on(table.saleId, table.createdAt).where(sql`${table.deletedAt} is null`),
  ],
);
