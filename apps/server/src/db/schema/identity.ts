import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { id, moment } from './columns.ts';

/** Accounts of the built-in identity service, one per verified phone number. */
export const identityAccounts = pgTable('identity_accounts', {
  id: id(),
  phoneNumber: text().notNull().unique(),
  disabled: boolean().notNull().default(false),
  createdAt: moment().notNull().defaultNow(),
  lastSignInAt: moment(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    sessionInfoHash: text().notNull().unique(),
    phoneNumber: text().notNull(),
    purpose: text().$type<'sign-in' | 'register'>().notNull(),
    codeHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    expiresAt: moment().notNull(),
    consumedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.phoneNumber)],
);

/** Rotating refresh tokens; a family is one sign-in, and reuse of a rotated token revokes the whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: moment().notNull(),
    rotatedAt: moment(),
    revokedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.familyId), index().on(table.accountId)],
);

export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  algorithm: text().notNull(),
  publicJwk: jsonb().$type<JWK>().notNull(),
  /** The private JWK, encrypted with the application secret (AES-256-GCM). */
  privateJwkEncrypted: text().notNull(),
  createdAt: moment().notNull().defaultNow(),
  retiredAt: moment(),
});

/** Captcha solutions already spent, so one proof of work buys one code. */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text().primaryKey(),
  usedAt: moment().notNull().defaultNow(),
});

/** Messages of the development SMS transport, readable outside production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phoneNumber: text().notNull(),
    body: text().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.phoneNumber, table.createdAt)],
);
