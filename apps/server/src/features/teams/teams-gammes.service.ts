import {
  addGamme,
  type CurrentUser,
  covers,
  gammesOf,
  normalizeTeamPayload,
  pruneEmptyAssignments,
  recordErrors,
  removeGamme,
  teamsErrors,
  withGammes,
} from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { gammes, providerTypes, teams } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';

import { assertVersion } from '@/platform/versioned-update.ts';
import { teamScope, toTeam } from './teams.service.ts';
import { lockTeam, notSoldBy, writeTeam } from './teams-store.service.ts';

const refuse = refuser(teamsErrors, recordErrors);

/** One gamme of one provider type of one team. */
interface TeamGammeRef {
  id: string;
  provider: string;
  code: string;
}
/** `expectedVersion` comes from `If-Match`: the version of the team the client loaded. */
type TeamGammeWrite = WriteContext & TeamGammeRef & { expectedVersion: number | undefined };

export const getTeamProviderType = async ({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor: CurrentUser;
}) => {
  const [row] = await db
    .select({ providerType: teams.providerType })
    .from(teams)
    .where(and(eq(teams.id, id), teamScope(actor)));
  if (!row) throw notFound('Team');
  return row.providerType;
};

/** Sets (a code) or clears (null) the team's provider type; it must be one of the company's. */
export const setTeamProviderType = async ({
  db,
  actor,
  ip,
  id,
  providerType,
  expectedVersion,
}: WriteContext & {
  id: string;
  providerType: string | null;
  /** From `If-Match`: the version of the team the client loaded. */
  expectedVersion: number | undefined;
}): Promise<string | null> =>
  db.transaction(async (tx) => {
    const { row, company } = await lockTeam(tx, id, actor);
    await assertVersion(row, expectedVersion, () => toTeam(row, company));
    if (providerType && !company.providerTypes.includes(providerType)) {
      throw invalidField('type', notSoldBy(company, providerType));
    }
    const normalized = normalizeTeamPayload(
      { providerType, gammeAssignments: row.gammeAssignments },
      { isUpdate: true },
    );
    const assignments = pruneEmptyAssignments(normalized.gammeAssignments ?? [], providerType);
    const updated = await writeTeam(
      tx,
      row,
      { providerType, gammeAssignments: assignments },
      { actor, ip, expected: expectedVersion },
    );
    return updated.providerType;
  });

/** The team's codes for one provider type; 404 for an unknown team or provider type. */
export const getTeamGammes = async ({
  db,
  id,
  provider,
  actor,
}: {
  db: Executor;
  id: string;
  provider: string;
  actor: CurrentUser;
}) => {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), teamScope(actor)));
  if (!row) throw notFound('Team');
  const [type] = await db.select().from(providerTypes).where(eq(providerTypes.code, provider));
  if (!type) throw notFound('Provider type');
  return gammesOf(row.gammeAssignments, provider);
};

/** Locks the team, replaces one provider type's codes with what `change` answers, and answers the codes after. */
const changeTeamGammes = async (
  { db, actor, ip, id, provider, expectedVersion }: Omit<TeamGammeWrite, 'code'>,
  change: (
    current: string[],
    locked: Awaited<ReturnType<typeof lockTeam>>,
    tx: Executor,
  ) => Promise<string[]>,
): Promise<string[]> =>
  db.transaction(async (tx) => {
    const locked = await lockTeam(tx, id, actor);
    const { row } = locked;
    await assertVersion(row, expectedVersion, () => toTeam(row, locked.company));
    const next = await change(gammesOf(row.gammeAssignments, provider), locked, tx);
    const assignments = pruneEmptyAssignments(
      withGammes(row.gammeAssignments, provider, next),
      row.providerType,
    );
    const updated = await writeTeam(
      tx,
      row,
      { gammeAssignments: assignments },
      { actor, ip, expected: expectedVersion },
    );
    return gammesOf(updated.gammeAssignments, provider);
  });

/**
 * Adds one code with the dotted semantics (a bare line replaces its sub-lines; a sub-line under an assigned bare
 * line changes nothing). The gamme must exist and be active for that provider type, which the company must sell.
 */
export const addTeamGamme = async ({ code, ...context }: TeamGammeWrite) =>
  changeTeamGammes(context, async (current, { company }, tx) => {
    const { provider } = context;
    if (!company.providerTypes.includes(provider))
      throw invalidField('provider', notSoldBy(company, provider));
    const [gamme] = await tx
      .select()
      .from(gammes)
      .where(and(eq(gammes.providerType, provider), eq(gammes.code, code)));
    if (!gamme) throw notFound('Gamme');
    if (!gamme.active) {
      throw refuse('GAMME_INACTIVE', `The product line ${code} of ${provider} is no longer sold.`);
    }
    return addGamme(current, code);
  });

/** Removes one code with the dotted semantics (a bare line takes its sub-lines with it). */
export const removeTeamGamme = async ({ code, ...context }: TeamGammeWrite) =>
  changeTeamGammes(context, async (current) => removeGamme(current, code));

/**
 * Whether the team may sell a gamme: its assignment covers the code (a sub-line is covered by its bare line) and
 * the gamme exists and is active in the catalogue.
 */
export const checkTeamGammeAccess = async ({
  db,
  id,
  provider,
  code,
  actor,
}: TeamGammeRef & { db: Executor; actor: CurrentUser }): Promise<boolean> => {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), teamScope(actor)));
  if (!row) throw notFound('Team');
  if (!covers(gammesOf(row.gammeAssignments, provider), code)) return false;
  const [gamme] = await db
    .select({ active: gammes.active })
    .from(gammes)
    .where(and(eq(gammes.providerType, provider), eq(gammes.code, code)));
  return gamme?.active === true;
};
