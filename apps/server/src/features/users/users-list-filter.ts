import type { CurrentUser, RoleUsersQuery, UserListQuery } from '@brokerage/shared';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { roles, users } from '@/db/schema/index.ts';
import {
  reachCondition,
  type ScopeColumns,
  type ScopeReach,
  scopeReachOf,
  scopeValuesOf,
} from '@/platform/data-scope.ts';
import { containsPattern } from '@/platform/lists.ts';
import { placeholderSql } from '@/platform/statements.ts';

// The WHERE of a users list, split into its shape (which conditions, the SQL text) and its values, so that the
// list's statements are built once per shape (`statementOf`) and each request only supplies values.

const SCOPE_COLUMNS: ScopeColumns = { owner: users.id, team: users.teamId, company: users.companyId };

/**
 * What makes the SQL of a users filter, without its values: the data scope's reach, which filters are present,
 * and whether the search also looks for the digits of a phone number.
 */
export interface FilterShape {
  scope: ScopeReach;
  roleId: boolean;
  role: boolean;
  companyId: boolean;
  teamId: boolean;
  status: boolean;
  search: 'none' | 'text' | 'text or phone digits';
}

const FILTER_VALUE_NAMES = [
  'scopeOwner',
  'scopeTeam',
  'scopeCompany',
  'roleId',
  'role',
  'companyId',
  'teamId',
  'status',
  'search',
  'phoneDigits',
] as const;
type FilterValueName = (typeof FILTER_VALUE_NAMES)[number];
/** A filter's values: the request's, or the placeholders of a prepared statement. */
export type FilterValues<Value> = Record<FilterValueName, Value>;

export const FILTER_PLACEHOLDERS = Object.fromEntries(
  FILTER_VALUE_NAMES.map((name) => [name, placeholderSql(name)]),
) as FilterValues<SQL>;

export type UserListFilterQuery = UserListQuery | (RoleUsersQuery & { roleId: string });

/** The shape and values of the live users the actor's data scope reaches, filtered as the query asks. */
export const filterOf = (actor: CurrentUser, query: UserListFilterQuery) => {
  const roleName = 'role' in query ? query.role : undefined;
  const term = query.search || undefined;
  // Name, phone and email, including "first last" and a national phone notation (06 39 98 → +33639 98...).
  const digits = term?.replace(/\D/g, '').replace(/^0+/, '') ?? '';
  const withDigits = term !== undefined && /^[\d\s+().-]+$/.test(term) && digits.length >= 3;
  const scope = scopeReachOf(actor, SCOPE_COLUMNS);
  const scopeValues = scopeValuesOf(actor, scope);
  const shape: FilterShape = {
    scope,
    roleId: Boolean(query.roleId),
    role: Boolean(roleName),
    companyId: Boolean(query.companyId),
    teamId: Boolean(query.teamId),
    status: Boolean(query.status),
    search: term === undefined ? 'none' : withDigits ? 'text or phone digits' : 'text',
  };
  const values: FilterValues<string | null> = {
    scopeOwner: scopeValues.owner ?? null,
    scopeTeam: scopeValues.team ?? null,
    scopeCompany: scopeValues.company ?? null,
    roleId: query.roleId || null,
    role: roleName || null,
    companyId: query.companyId || null,
    teamId: query.teamId || null,
    status: query.status || null,
    search: term === undefined ? null : containsPattern(term),
    phoneDigits: withDigits ? containsPattern(digits) : null,
  };
  return { shape, values };
};

/** The WHERE of a filter shape, comparing with `value` (placeholders, or the request's values for EXPLAIN). */
export const filterSql = (db: Executor, shape: FilterShape, value: FilterValues<string | SQL | null>) => {
  const bound = (name: FilterValueName): SQL => {
    const given = value[name];
    return typeof given === 'string' ? sql`${given}` : (given ?? sql`null`);
  };
  const search = bound('search');
  return and(
    isNull(users.deletedAt),
    reachCondition(shape.scope, SCOPE_COLUMNS, {
      owner: bound('scopeOwner'),
      team: bound('scopeTeam'),
      company: bound('scopeCompany'),
    }),
    shape.roleId ? eq(users.roleId, bound('roleId')) : undefined,
    shape.role
      ? inArray(
          users.roleId,
          db
            .select({ id: roles.id })
            .from(roles)
            .where(eq(roles.name, bound('role'))),
        )
      : undefined,
    shape.companyId ? eq(users.companyId, bound('companyId')) : undefined,
    shape.teamId ? eq(users.teamId, bound('teamId')) : undefined,
    shape.status ? eq(users.status, bound('status')) : undefined,
    shape.search === 'none'
      ? undefined
      : or(
          ...[users.firstName, users.lastName, users.phone, users.email].map((column) =>
            ilike(column, search),
          ),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
          shape.search === 'text or phone digits' ? ilike(users.phone, bound('phoneDigits')) : undefined,
        ),
  );
};
