import type { UserStatus } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps, version } from './columns.ts';
import { companies } from './companies.ts';
import { roles } from './roles.ts';
import { teams } from './teams.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    phone: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    photoUrl: text(),
    status: text().$type<UserStatus>().notNull().default('pending'),
    roleId: uuid().references(() => roles.id),
    companyId: uuid().references(() => companies.id),
    teamId: uuid().references(() => teams.id),
    version: version(),
    ...timestamps,
    deletedAt: moment(),
  },
  (table) => [
    uniqueIndex('users_phone_live_unique').on(table.phone).where(sql`${table.deletedAt} is null`),
    index().on(table.roleId),
    index().on(table.companyId),
    index().on(table.teamId),
    index().on(table.status),
    // One (sort column, id) index per sortable column, over live users only: a page's ids are read from the
    // index alone (the deferred join of the user list), in either direction. Names are indexed under the
    // collation lists sort them with (platform/lists.ts), or the ORDER BY could not use the index.
    index('users_live_last_name_id_idx')
      .on(sql`${table.lastName} collate "und-x-icu"`, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('users_live_first_name_id_idx')
      .on(sql`${table.firstName} collate "und-x-icu"`, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('users_live_created_at_id_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('users_live_status_id_idx').on(table.status, table.id).where(sql`${table.deletedAt} is null`),
  ],
);
