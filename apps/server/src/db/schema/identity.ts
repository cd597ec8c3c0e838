import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { id, moment } from './columns.ts';

/**
 * Accounts of the built-in identity service, one per verified phone number: one per person, whichever way they
 * sign in. A password is a second way into the same account (docs/decisions.md "Password sign-in").
 */
export const identityAccounts = pgTable('identity_accounts', {
  id: id(),
  phoneNumber: text().notNull().unique(),
  disabled: boolean().notNull().default(false),
  createdAt: moment().notNull().defaultNow(),
  lastSignInAt: moment(),
  /** scrypt in a PHC-style string (`scrypt$ln=17,r=8,p=1$salt$hash`), null until a password is set. */
  passwordHash: text(),
  passwordChangedAt: moment(),
});

/**
 * Single-use links that set a password (SPEC §7 sendOobCode / resetPassword). Only the SHA-256 of the 32-byte
 * code is kept; `email` is the address it was sent to, whose failed sign-ins a reset clears.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    accountId: uuid()
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.accountId), index().on(table.email, table.createdAt)],
);

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
