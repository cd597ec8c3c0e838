import {
  type CurrentUser,
  type QcFigureCounts,
  type QcFigures,
  type QcFiguresQuery,
  REJECTION_REASONS,
  type RejectionReason,
} from '@brokerage/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { qualityReviews, teams, users } from '@/db/schema/index.ts';
import { qualityControlReach } from '@/platform/data-scope.ts';

/**
 * `GET /quality-control/figures?from&to`: the decisions made over Europe/Paris calendar days `from`..`to`
 * (both included), per selling agent and per team, in the reviewer's company (root, `all` scope: every one).
 * Reviews copy the sale's seller and team when they open, so the figures read `quality_reviews` alone.
 */

const emptyCounts = (): QcFigureCounts => ({
  reviewed: 0,
  validated: 0,
  rejected: 0,
  callBacks: 0,
  lost: 0,
  reasons: Object.fromEntries(REJECTION_REASONS.map((reason) => [reason, 0])) as QcFigureCounts['reasons'],
});

const add = (into: QcFigureCounts, from: Omit<QcFigureCounts, 'reasons'>) => {
  into.reviewed += from.reviewed;
  into.validated += from.validated;
  into.rejected += from.rejected;
  into.callBacks += from.callBacks;
  into.lost += from.lost;
};

const keyOf = (sellerId: string | null, teamId: string | null) => `${sellerId ?? ''}|${teamId ?? ''}`;

export const readQcFigures = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: QcFiguresQuery;
}): Promise<QcFigures> => {
  const where = and(
    eq(qualityReviews.status, 'decided'),
    sql`${qualityReviews.decidedAt} >= (${query.from}::date)::timestamp at time zone 'Europe/Paris'`,
    sql`${qualityReviews.decidedAt} < ((${query.to}::date + 1)::timestamp at time zone 'Europe/Paris')`,
    qualityControlReach(actor, {
      owner: qualityReviews.sellerId,
      team: qualityReviews.teamId,
      company: qualityReviews.companyId,
    }),
  );
  const counted = await db
    .select({
      sellerId: qualityReviews.sellerId,
      teamId: qualityReviews.teamId,
      reviewed: sql<number>`count(*)::int`,
      validated: sql<number>`(count(*) filter (where ${qualityReviews.decision} = 'validated'))::int`,
      rejected: sql<number>`(count(*) filter (where ${qualityReviews.decision} = 'rejected'))::int`,
      callBacks: sql<number>`(count(*) filter (where ${qualityReviews.rejectionOutcome} = 'call_back'))::int`,
      lost: sql<number>`(count(*) filter (where ${qualityReviews.rejectionOutcome} = 'lost'))::int`,
    })
    .from(qualityReviews)
    .where(where)
    .groupBy(qualityReviews.sellerId, qualityReviews.teamId);
  // One row per reason given (jsonb_array_elements_text in the select list of a subquery), then counted.
  const given = db
    .select({
      sellerId: qualityReviews.sellerId,
      teamId: qualityReviews.teamId,
      reason: sql<RejectionReason>`jsonb_array_elements_text(${qualityReviews.rejectionReasons})`.as(
        'reason',
      ),
    })
    .from(qualityReviews)
    .where(where)
    .as('given');
  const reasonRows = await db
    .select({
      sellerId: given.sellerId,
      teamId: given.teamId,
      reason: given.reason,
      count: sql<number>`count(*)::int`,
    })
    .from(given)
    .groupBy(given.sellerId, given.teamId, given.reason);

  const pairs = new Map<string, QcFigureCounts & { sellerId: string | null; teamId: string | null }>();
  for (const row of counted) {
    const entry = { ...emptyCounts(), sellerId: row.sellerId, teamId: row.teamId };
    add(entry, row);
    pairs.set(keyOf(row.sellerId, row.teamId), entry);
  }
  for (const row of reasonRows) {
    const entry = pairs.get(keyOf(row.sellerId, row.teamId));
    if (entry && row.reason in entry.reasons) entry.reasons[row.reason] += row.count;
  }

  const sellerIds = [
    ...new Set([...pairs.values()].flatMap((pair) => (pair.sellerId ? [pair.sellerId] : []))),
  ];
  const teamIds = [...new Set([...pairs.values()].flatMap((pair) => (pair.teamId ? [pair.teamId] : [])))];
  const [people, teamNames] = await Promise.all([
    sellerIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, sellerIds))
      : [],
    teamIds.length
      ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
      : [],
  ]);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const teamOf = new Map(teamNames.map((team) => [team.id, team]));
  const team = (id: string | null) => (id ? (teamOf.get(id) ?? { id, name: '' }) : null);

  const merge = (into: QcFigureCounts, from: QcFigureCounts) => {
    add(into, from);
    for (const reason of REJECTION_REASONS) into.reasons[reason] += from.reasons[reason];
  };
  const totals = emptyCounts();
  const byAgent = new Map<string, QcFigures['agents'][number]>();
  const byTeam = new Map<string, QcFigures['teams'][number]>();
  for (const pair of pairs.values()) {
    merge(totals, pair);
    if (pair.sellerId) {
      const agent = byAgent.get(pair.sellerId) ?? {
        ...emptyCounts(),
        agent: personOf.get(pair.sellerId) ?? { id: pair.sellerId, firstName: '', lastName: '' },
        team: team(pair.teamId),
      };
      merge(agent, pair);
      byAgent.set(pair.sellerId, agent);
    }
    const teamKey = pair.teamId ?? '';
    const teamRow = byTeam.get(teamKey) ?? { ...emptyCounts(), team: team(pair.teamId) };
    merge(teamRow, pair);
    byTeam.set(teamKey, teamRow);
  }
  const mostReviewed = (left: QcFigureCounts, right: QcFigureCounts) => right.reviewed - left.reviewed;
  return {
    period: { from: query.from, to: query.to },
    totals,
    agents: [...byAgent.values()].sort(
      (left, right) =>
        mostReviewed(left, right) ||
        `${left.agent.lastName} ${left.agent.firstName}`.localeCompare(
          `${right.agent.lastName} ${right.agent.firstName}`,
        ),
    ),
    teams: [...byTeam.values()].sort(
      (left, right) =>
        mostReviewed(left, right) || (left.team?.name ?? '').localeCompare(right.team?.name ?? ''),
    ),
  };
};
