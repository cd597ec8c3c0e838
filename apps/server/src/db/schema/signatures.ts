import type { SignatureEventType, SignatureProvider, SignatureStatus } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps, version } from './columns.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/**
 * The brokerage's seal: the key that seals signed PDFs (PAdES) and its self-signed X.509 certificate. Generated
 * on first use like the identity signing keys; the private key is sealed with the application secret.
 */
export const sealKeys = pgTable('seal_keys', {
  /** SHA-256 of the DER certificate, hex: what a verifier sees as the certificate's fingerprint. */
  id: text().primaryKey(),
  /** WebCrypto algorithm of the key, e.g. `ECDSA-P-256`. */
  algorithm: text().notNull(),
  subject: text().notNull(),
  /** The DER certificate, base64. */
  certificate: text().notNull(),
  /** PKCS#8 private key sealed by `platform/secret-box.ts` (purpose `seal-key`). */
  privateKeySealed: text().notNull(),
  notBefore: moment().notNull(),
  notAfter: moment().notNull(),
  createdAt: moment().notNull().defaultNow(),
  retiredAt: moment(),
});

/**
 * One signature request covers all the documents of a sale (issue 10). The owner, team and company are copied
 * from the sale when the request is made, so the data scope reads the request alone.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: id(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id),
    quoteHash: text(),
    status: text().$type<SignatureStatus>().notNull().default('draft'),
    provider: text().$type<SignatureProvider>().notNull().default('builtin'),
    /** Ids of the documents to sign (the documents feature's records), in reading order. */
    documentIds: jsonb().$type<string[]>().notNull().default([]),
    sentAt: moment(),
    /** When signing opens: `sentAt` plus the phone-sale delay (`signingOpensAt`). */
    opensAt: moment(),
    expiresAt: moment(),
    signedAt: moment(),
    signerCustomerId: uuid().references(() => customers.id),
    signerName: text().notNull(),
    signerPhone: text().notNull(),
    signerEmail: text(),
    /** The customer's language: the link's locale and the emails'. */
    locale: text().$type<'en' | 'fr' | 'ar'>().notNull().default('fr'),
    /** SHA-256 (base64url) of the live link's 32-byte token; a resend replaces it, so the old link dies. */
    tokenHash: text(),
    /** The live signing link, sealed with the app secret (purpose `signing-link`): staff see it, the job emails it. */
    linkSealed: text(),
    openedAt: moment(),
    cancelledAt: moment(),
    ownerId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('signature_requests_sale_idx').on(table.saleId),
    index('signature_requests_quote_hash_idx').on(table.quoteHash),
    index('signature_requests_status_created_idx').on(table.status, table.createdAt, table.id),
    uniqueIndex('signature_requests_token_hash_unique').on(table.tokenHash),
    index('signature_requests_created_idx').on(table.createdAt, table.id),
    index().on(table.ownerId),
    index().on(table.teamId),
    index().on(table.companyId),
    // One live request per sale: a new one needs the old one signed, declined, expired or cancelled.
    uniqueIndex('signature_requests_one_live_per_sale')
      .on(table.saleId)
      .where(sql`${table.status} in ('draft', 'sent', 'opened')`),
  ],
);

/** One-time codes sent by SMS to the signer; only a keyed hash is kept. */
export const signatureCodes = pgTable(
  'signature_codes',
  {
    id: id(),
    requestId: uuid()
      .notNull()
      .references(() => signatureRequests.id),
    codeHash: text().notNull(),
    expiresAt: moment().notNull(),
    failedAttempts: integer().notNull().default(0),
    consumedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.requestId, table.createdAt)],
);

/**
 * The evidence: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE, migration
 * `signature_events_append_only`), each event chained to the one before by `hash`
 * (`packages/shared/src/signatures/evidence-chain.rules.ts`). Written only by `appendSignatureEvent`.
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: id(),
    requestId: uuid()
      .notNull()
      .references(() => signatureRequests.id),
    sequence: integer().notNull(),
    type: text().$type<SignatureEventType>().notNull(),
    /** Set by the application (millisecond precision), never by the database: it is part of the hash. */
    at: moment().notNull(),
    ip: text(),
    userAgent: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    previousHash: text(),
    hash: text().notNull(),
  },
  (table) => [uniqueIndex('signature_events_request_sequence_unique').on(table.requestId, table.sequence)],
);
