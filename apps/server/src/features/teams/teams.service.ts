import type { CurrentUser, Team, TeamListQuery } from '@brokerage/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { companies, teams } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { type ScopedRead, scopeCondition } from '@/platform/data-scope.ts';
import { orderOf, pagedList, searchAcross } from '@/platform/lists.ts';

/** Teams are scoped by their own id ("own" and "team": the actor's team) and their company. */
export const teamScope = (actor: CurrentUser) =>
  scopeCondition(actor, { team: teams.id, company: teams.companyId });

export type TeamRow = typeof teams.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export const toTeam = (row: TeamRow, company: { id: string; name: string }): Team => ({
  id: row.id,
  name: row.name,
  companyId: row.companyId,
  company: { id: company.id, name: company.name },
  providerType: row.providerType,
  gammeAssignments: row.gammeAssignments,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** `GET /teams`: paged, searched on name, filtered by company and provider type, with the company. */
export const findTeams = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: TeamListQuery;
}) => {
  const conditions: (SQL | undefined)[] = [
    teamScope(actor),
    query.companyId ? eq(teams.companyId, query.companyId) : undefined,
    query.providerType ? eq(teams.providerType, query.providerType) : undefined,
    searchAcross(query.search, [teams.name]),
  ];
  const where = and(...conditions);
  return pagedList({
    db,
    table: teams,
    where,
    query,
    readPage: (limit, offset) =>
      db
        .select({ team: teams, company: { id: companies.id, name: companies.name } })
        .from(teams)
        .innerJoin(companies, eq(companies.id, teams.companyId))
        .where(where)
        .orderBy(
          ...orderOf(
            query,
            { name: teams.name, createdAt: teams.createdAt, updatedAt: teams.updatedAt },
            { column: teams.name },
            teams.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    toItem: ({ team, company }) => toTeam(team, company),
  });
};

/** One team with its company; with an `actor`, a team outside their data scope is 404 like a missing one. */
export const getTeam = async ({ db, id, actor }: ScopedRead): Promise<Team> => {
  const [found] = await db
    .select({ team: teams, company: { id: companies.id, name: companies.name } })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(and(eq(teams.id, id), actor ? teamScope(actor) : undefined));
  if (!found) throw notFound('Team');
  return toTeam(found.team, found.company);
};
