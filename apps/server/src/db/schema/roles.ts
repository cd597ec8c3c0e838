import type { DataScope, PermissionsMap } from '@brokerage/shared';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns.ts';

export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  permissions: jsonb().$type<PermissionsMap>().notNull().default({}),
  dataScope: text().$type<DataScope>().notNull().default('own'),
  /** Members must enrol a TOTP second factor before the product lets them past enrolment (issue 12). */
  requireSecondFactor: boolean().notNull().default(false),
  version: version(),
  ...timestamps,
});
