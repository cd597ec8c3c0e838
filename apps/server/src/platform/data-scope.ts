import { type CurrentUser, isRoot } from '@brokerage/shared';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';

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
 * The SQL condition limiting a list or a read of a scoped entity to what the actor's role may see (DESIGN §4,
 * issue 8): `own` = records the actor owns, `team` = those of the actor's team, `company` = those of the actor's
 * company, `all` = everything; root sees everything. Each scope includes the narrower ones (a team scope still
 * sees the actor's own records, even without a team). `undefined` means "no limit", ready for `and(...)`.
 * A record outside the scope must answer 404 like a missing one, so callers put this in the same WHERE.
 */
export const scopeCondition = (actor: CurrentUser, columns: ScopeColumns): SQL | undefined => {
  const scope = actor.role.dataScope;
  if (isRoot(actor) || scope === 'all') return undefined;
  const teamId = actor.team?.id;
  const companyId = actor.company?.id;
  const own = columns.owner ? eq(columns.owner, actor.id) : undefined;
  const team = columns.team && teamId ? eq(columns.team, teamId) : undefined;
  const company = columns.company && companyId ? eq(columns.company, companyId) : undefined;
  const allowed =
    scope === 'own' ? [columns.owner ? own : team] : scope === 'team' ? [own, team] : [own, team, company];
  const conditions = allowed.filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : NOTHING;
};

/** A read of one record; with an `actor`, a record outside their data scope answers 404 like a missing one. */
export interface ScopedRead {
  db: Executor;
  id: string;
  actor?: CurrentUser | undefined;
}
