import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, moment } from './columns.ts';
import { identityAccounts } from './identity.ts';

/**
 * The TOTP second factor of an identity account (at most one). `mfaEnrollment:start` writes a row with no
 * `confirmedAt`; `finalize` confirms it with a first code. The secret is sealed with the secret box
 * (purpose `totp-secret`), never stored in clear. `lastUsedStep` is the RFC 6238 time step of the last code
 * accepted, so a code cannot be replayed within its window.
 */
export const mfaEnrollments = pgTable('mfa_enrollments', {
  id: id(),
  accountId: uuid()
    .notNull()
    .unique()
    .references(() => identityAccounts.id, { onDelete: 'cascade' }),
  secretSealed: text().notNull(),
  lastUsedStep: integer(),
  confirmedAt: moment(),
  createdAt: moment().notNull().defaultNow(),
});

/** Ten single-use recovery codes per confirmed factor, kept only as keyed hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    usedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.accountId)],
);

/**
 * A first factor proven for an enrolled account: the short-lived, single-use credential `mfaSignIn:finalize`
 * exchanges, with the second factor, for an ID token. Only its hash is stored.
 */
export const mfaPendingCredentials = pgTable(
  'mfa_pending_credentials',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    credentialHash: text().notNull().unique(),
    failedAttempts: integer().notNull().default(0),
    expiresAt: moment().notNull(),
    consumedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index().on(table.accountId)],
);
