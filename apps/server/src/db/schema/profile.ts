import type { Locale, ProfilePhotoType, ThemeName } from '@brokerage/shared';
import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** Raw bytes (`bytea`): both drivers hand them over as a Buffer/Uint8Array. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The user's own settings (issue 12): the language and theme the shell applies at sign-in. One row per user who
 * chose something; a missing row or a null column means "not chosen". Kept beside `users` rather than in it so
 * that a preference never bumps the user record's version (an administrator's edit is not made stale by it).
 */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  locale: text().$type<Locale>(),
  theme: text().$type<ThemeName>(),
  updatedAt: moment().notNull().defaultNow(),
});

/**
 * The user's profile photo (issue 12): a small image (PROFILE_PHOTO_MAX_BYTES) kept in the database, as an
 * avatar is read on every page and needs no object storage; `users.photo_url` points at its route, with the
 * hash in the address so a new photo is never served from a cache.
 */
export const userPhotos = pgTable('user_photos', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text().$type<ProfilePhotoType>().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  bytes: bytes().notNull(),
  updatedAt: moment().notNull().defaultNow(),
});
