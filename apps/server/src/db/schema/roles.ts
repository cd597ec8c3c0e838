import type { DataScope, PermissionsMap } from '@brokerage/shared';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';

export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  permissions: jsonb().$type<PermissionsMap>().notNull().default({}),
  dataScope: text().$type<DataScope>().notNull().default('own'),
  version: version(),
  ...timestamps,
});
