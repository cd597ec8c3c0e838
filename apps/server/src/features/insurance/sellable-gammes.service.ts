import { type CurrentUser, gammesOf, isGammeOpen, isRoot, productsErrors } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { teams } from '@/db/schema/index.ts';
import { refuser } from '@/platform/refusals.ts';

/**
 * Who may sell which gammes of a provider type (SPEC §4): root, and a user without a team whose role sees all
 * data (administrators), sell every gamme; anyone else sells what their team is assigned. Pricing, the sale
 * form's product line and the catalogue's `?sellable=true` read share it.
 */

const refuse = refuser(productsErrors);

/** The gamme codes assigned to the caller's team for `providerType`; null for "any"; [] for none (or no team). */
export const assignedGammes = async (
  db: Executor,
  actor: CurrentUser,
  providerType: string,
): Promise<string[] | null> => {
  if (isRoot(actor)) return null;
  if (!actor.team) return actor.role.dataScope === 'all' ? null : [];
  const [team] = await db
    .select({ gammeAssignments: teams.gammeAssignments })
    .from(teams)
    .where(eq(teams.id, actor.team.id));
  return gammesOf(team?.gammeAssignments ?? [], providerType);
};

/**
 * The gamme codes the caller may price for a provider type, or null for any; 403 NO_TEAM or NO_GAMMES when
 * there are none, since pricing then has nothing to do.
 */
export const sellableGammes = async (
  db: Executor,
  actor: CurrentUser,
  providerType: string,
): Promise<string[] | null> => {
  const assigned = await assignedGammes(db, actor, providerType);
  if (!assigned || assigned.length > 0) return assigned;
  if (!actor.team) {
    throw refuse('NO_TEAM', 'You belong to no team, so no product line is open to you for pricing.');
  }
  throw refuse('NO_GAMMES', `Your team sells no product line of ${providerType}.`, { providerType });
};

/** Keeps the gammes (by `code`) the caller may sell; a list read, so "none" is an empty list, not a refusal. */
export const keepSellable = async <Row extends { code: string }>(
  db: Executor,
  actor: CurrentUser,
  providerType: string,
  rows: Row[],
): Promise<Row[]> => {
  const assigned = await assignedGammes(db, actor, providerType);
  return assigned ? rows.filter((row) => isGammeOpen(assigned, row.code)) : rows;
};
