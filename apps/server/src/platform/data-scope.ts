import { type CurrentUser, hasPermission, isRoot } from '@brokerage/shared';
import { eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { placeholderSql } from '@/platform/statements.ts';

/**
 * Where a scoped entity keeps what the role's data scope looks at. Every column is optional: an entity without
 * a personal owner (a team) reads "own" as "the actor's team"; an entity without a team column reads "team" as
 * "own". Columns of related tables work too, as long as the query joins them.
 */
export interface ScopeColumns {
  /** The user who owns the record (for users: the user's own id; for sales later: the seller). */
  owner?: AnyPgColumn;
  /** The team the record belongs to (for teams: the team's own id). */
  team?: AnyPgColumn;
  /** The company the record belongs to. */
  company?: AnyPgColumn;
}

/** Matches no row: a scope the actor cannot satisfy (an "own" scope on an entity nobody owns, no team...). */
const NOTHING = sql`false`;

/**
 * Which of the actor's own id, team and company a scope condition compares with: the shape of its SQL without
 * the values. `everything`: no condition (root, or an `all` scope); no comparison at all: nothing matches.
 */
export type ScopeReach = 'everything' | { owner: boolean; team: boolean; company: boolean };

/** The values a scope condition compares with: the actor's id, team and company, or placeholders for them. */
export type ScopeValues = Record<'owner' | 'team' | 'company', string | SQLWrapper | undefined>;

/**
 * What the actor's role may see of an entity (DESIGN §4, issue 8): `own` = records the actor owns, `team` = those
 * of the actor's team, `company` = those of the actor's company, `all` = everything; root sees everything. Each
 * scope includes the narrower ones (a team scope still sees the actor's own records, even without a team).
 */
export const scopeReachOf = (actor: CurrentUser, columns: ScopeColumns): ScopeReach => {
  const scope = actor.role.dataScope;
  if (isRoot(actor) || scope === 'all') return 'everything';
  const owner = columns.owner !== undefined;
  const team = columns.team !== undefined && actor.team?.id !== undefined;
  const company = columns.company !== undefined && actor.company?.id !== undefined;
  if (scope === 'own') return { owner, team: !owner && team, company: false };
  return { owner, team, company: scope === 'company' && company };
};

/**
 * The values of a reach: only those it compares with, so that two actors with the same reach over the same
 * records (two team members) get the same values, and a list cached by its values is shared between them.
 */
export const scopeValuesOf = (
  actor: CurrentUser,
  reach: ScopeReach,
): Record<keyof ScopeValues, string | undefined> =>
  reach === 'everything'
    ? { owner: undefined, team: undefined, company: undefined }
    : {
        owner: reach.owner ? actor.id : undefined,
        team: reach.team ? actor.team?.id : undefined,
        company: reach.company ? actor.company?.id : undefined,
      };

/** The condition of a reach, comparing with `values`; `undefined` means "no limit", ready for `and(...)`. */
export const reachCondition = (
  reach: ScopeReach,
  columns: ScopeColumns,
  values: ScopeValues,
): SQL | undefined => {
  if (reach === 'everything') return undefined;
  const compared = (['owner', 'team', 'company'] as const).flatMap((key) => {
    const column = columns[key];
    const value = values[key];
    return reach[key] && column && value !== undefined ? [eq(column, value)] : [];
  });
  return compared.length > 0 ? or(...compared) : NOTHING;
};

/** A reach's values as a prepared statement's placeholders, filled by `scopePlaceholderValuesOf`. */
export const SCOPE_PLACEHOLDERS: ScopeValues = {
  owner: placeholderSql('scopeOwner'),
  team: placeholderSql('scopeTeam'),
  company: placeholderSql('scopeCompany'),
};

/** The values of SCOPE_PLACEHOLDERS for the actor's reach. */
export const scopePlaceholderValuesOf = (actor: CurrentUser, reach: ScopeReach) => {
  const values = scopeValuesOf(actor, reach);
  return {
    scopeOwner: values.owner ?? null,
    scopeTeam: values.team ?? null,
    scopeCompany: values.company ?? null,
  };
};

/**
 * The SQL condition limiting a list or a read of a scoped entity to what the actor's role may see
 * (`scopeReachOf`). `undefined` means "no limit", ready for `and(...)`. A record outside the scope must answer
 * 404 like a missing one, so callers put this in the same WHERE.
 */
export const scopeCondition = (actor: CurrentUser, columns: ScopeColumns): SQL | undefined => {
  const reach = scopeReachOf(actor, columns);
  return reachCondition(reach, columns, scopeValuesOf(actor, reach));
};

/** A read of one record; with an `actor`, a record outside their data scope answers 404 like a missing one. */
export interface ScopedRead {
  db: Executor;
  id: string;
  actor?: CurrentUser | undefined;
}

/**
 * Quality control's reach (issue 11): a reviewer (`VenteModule:quality-control:review`) reviews every sale of
 * their company whatever the role's data scope; root and an `all` scope see every company; a reviewer of no
 * company sees nothing. Anyone else (a team manager reading quality control) keeps the role's data scope.
 */
export const qualityControlReach = (actor: CurrentUser, columns: Required<ScopeColumns>): SQL | undefined => {
  if (!hasPermission(actor, 'VenteModule:quality-control:review')) return scopeCondition(actor, columns);
  if (isRoot(actor) || actor.role.dataScope === 'all') return undefined;
  return actor.company?.id ? eq(columns.company, actor.company.id) : NOTHING;
};
