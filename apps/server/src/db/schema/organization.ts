import type { DataScope, PermissionsMap, UserStatus } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns.ts';

export interface GammeAssignment {
  providerType: string;
  gammes: string[];
}

export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull().unique(),
  providerTypes: text().array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id),
    providerType: text(),
    gammeAssignments: jsonb().$type<GammeAssignment[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [uniqueIndex().on(table.companyId, table.name)],
);

export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  permissions: jsonb().$type<PermissionsMap>().notNull().default({}),
  dataScope: text().$type<DataScope>().notNull().default('own'),
  ...timestamps,
});

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
    // index alone (the deferred join of the user list), in either direction.
    ...(['lastName', 'firstName', 'createdAt', 'status'] as const).map((column) =>
      index(`users_live_${column}_id_idx`.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
        .on(table[column], table.id)
        .where(sql`${table.deletedAt} is null`),
    ),
  ],
);
