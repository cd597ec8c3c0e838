import {
  addGamme,
  type CurrentUser,
  covers,
  type createTeamInputSchema,
  type GammeAssignmentLike,
  gammesOf,
  normalizeTeamPayload,
  pruneEmptyAssignments,
  recordErrors,
  removeGamme,
  type Team,
  type TeamListQuery,
  teamsErrors,
  type updateTeamInputSchema,
  withGammes,
} from '@brokerage/shared';
import { and, count, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { companies, gammes, providerTypes, teams, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import { limitOffset, orderOf, pageOf, searchAcross } from '@/platform/lists.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField, onUniqueViolation } from '@/platform/service-errors.ts';

const refuse = refuser(teamsErrors, recordErrors);

import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';

/** Teams are scoped by their own id ("own" and "team": the actor's team) and their company. */
export const teamScope = (actor: CurrentUser) =>
  scopeCondition(actor, { team: teams.id, company: teams.companyId });

/** One gamme of one provider type of one team. */
interface TeamGammeRef {
  id: string;
  provider: string;
  code: string;
}
/** `expectedVersion` comes from `If-Match`: the version of the team the client loaded. */
type TeamGammeWrite = WriteContext & TeamGammeRef & { expectedVersion: number | undefined };

type TeamRow = typeof teams.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type TeamChanges = Partial<Pick<TeamRow, 'name' | 'companyId' | 'providerType' | 'gammeAssignments'>>;

const ENTITY = 'team';

const toTeam = (row: TeamRow, company: { id: string; name: string }): Team => ({
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

const duplicateName = (name: string) =>
  refuse('DUPLICATE', `A team named ${name} already exists in this company.`);

/** The team and its company, the team row locked for the rest of the transaction; 404 outside the actor's scope. */
const lockTeam = async (db: Executor, id: string, actor: CurrentUser) => {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), teamScope(actor)))
    .for('update');
  if (!row) throw notFound('Team');
  const [company] = await db.select().from(companies).where(eq(companies.id, row.companyId));
  if (!company) throw notFound('Company');
  return { row, company };
};

/** Team names are unique within a company, regardless of case. */
const assertNameFree = async (db: Executor, companyId: string, name: string, exceptId?: string) => {
  const [clash] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.companyId, companyId),
        sql`lower(${teams.name}) = lower(${name})`,
        exceptId ? ne(teams.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicateName(name);
};

const notSoldBy = (company: CompanyRow, providerType: string) =>
  `${company.name} does not sell the provider type ${providerType}; add it to the company first.`;

/**
 * The team's provider type and every assignment must be among the company's provider types; every code must be
 * a gamme of that provider type, and codes the team did not hold yet must be active. `source` names the field
 * the assignments came from (selectedGammes or gammeAssignments).
 */
const assertTeamGammes = async (
  db: Executor,
  {
    company,
    providerType,
    assignments,
    previous,
    source,
  }: {
    company: CompanyRow;
    providerType: string | null;
    assignments: GammeAssignmentLike[];
    previous: GammeAssignmentLike[];
    source: string;
  },
) => {
  if (providerType && !company.providerTypes.includes(providerType)) {
    throw invalidField('providerType', notSoldBy(company, providerType));
  }
  const foreign = assignments.find((assignment) => !company.providerTypes.includes(assignment.providerType));
  if (foreign) throw invalidField(source, notSoldBy(company, foreign.providerType));
  const providers = assignments
    .filter((assignment) => assignment.gammes.length > 0)
    .map((a) => a.providerType);
  if (providers.length === 0) return;
  const catalogue = await db
    .select({ providerType: gammes.providerType, code: gammes.code, active: gammes.active })
    .from(gammes)
    .where(inArray(gammes.providerType, providers));
  for (const { providerType: provider, gammes: codes } of assignments) {
    const held = gammesOf(previous, provider);
    for (const code of codes) {
      const gamme = catalogue.find((entry) => entry.providerType === provider && entry.code === code);
      if (!gamme) throw invalidField(source, `Unknown product line ${code} for ${provider}.`);
      if (!gamme.active && !held.includes(code)) {
        throw invalidField(source, `The product line ${code} of ${provider} is no longer sold.`);
      }
    }
  }
};

/** JSON with object keys sorted: jsonb answers keys in its own order, so plain JSON.stringify would differ. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([left], [right]) => left.localeCompare(right)))
      : inner,
  );

/** Writes the changes and their one audit entry; no change leaves the row and the history alone. */
const writeTeam = async (
  tx: Executor,
  row: TeamRow,
  changes: TeamChanges,
  { actor, ip, expected }: { actor: AuditActor; ip: string | undefined; expected: number | undefined },
) => {
  const changed = Object.entries(changes).some(
    ([field, value]) => canonical(value) !== canonical(row[field as keyof TeamChanges]),
  );
  if (!changed) return row;
  const updated = await versionedUpdate(tx, {
    table: teams,
    id: row.id,
    expected,
    set: changes,
    current: () => getTeam({ db: tx, id: row.id }),
  }).catch(onUniqueViolation(() => duplicateName(changes.name ?? row.name)));
  await recordAudit({
    db: tx,
    actor,
    action: 'update',
    entity: ENTITY,
    entityId: row.id,
    before: row,
    after: updated,
    ip,
  });
  return updated;
};

const liveMemberCount = async (db: Executor, teamId: string) => {
  const [members] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.teamId, teamId), isNull(users.deletedAt)));
  return members?.total ?? 0;
};

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
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
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
    db.select({ total: count() }).from(teams).where(where),
  ]);
  return pageOf(
    rows.map(({ team, company }) => toTeam(team, company)),
    totals?.total ?? 0,
    query,
  );
};

/** One team with its company; with an `actor`, a team outside their data scope is 404 like a missing one. */
export const getTeam = async ({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor?: CurrentUser;
}): Promise<Team> => {
  const [found] = await db
    .select({ team: teams, company: { id: companies.id, name: companies.name } })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(and(eq(teams.id, id), actor ? teamScope(actor) : undefined));
  if (!found) throw notFound('Team');
  return toTeam(found.team, found.company);
};

/** Creates a team; its gamme payload is normalised as SPEC §5 says, then checked against the company. */
export const createTeam = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: z.output<typeof createTeamInputSchema> }): Promise<Team> =>
  db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
    if (!company) throw invalidField('companyId', 'Unknown company.');
    const providerType = input.providerType ?? null;
    const normalized = normalizeTeamPayload(
      { providerType, gammeAssignments: input.gammeAssignments, selectedGammes: input.selectedGammes },
      { isUpdate: false },
    );
    const assignments = pruneEmptyAssignments(normalized.gammeAssignments ?? [], providerType);
    await assertTeamGammes(tx, {
      company,
      providerType,
      assignments,
      previous: [],
      source: input.selectedGammes === undefined ? 'gammeAssignments' : 'selectedGammes',
    });
    await assertNameFree(tx, company.id, input.name);
    const row = await tx
      .insert(teams)
      .values({ name: input.name, companyId: company.id, providerType, gammeAssignments: assignments })
      .returning()
      .then(([inserted]) => inserted)
      .catch(onUniqueViolation(() => duplicateName(input.name)));
    if (!row) throw new Error('team not created');
    await recordAudit({ db: tx, actor, action: 'create', entity: ENTITY, entityId: row.id, after: row, ip });
    return toTeam(row, company);
  });

/**
 * Changes any subset of a team. Gamme assignments, when sent (as gammeAssignments or selectedGammes), replace
 * the team's; a provider type without an assignment gets an empty one. A team with members cannot change company.
 */
export const updateTeam = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof updateTeamInputSchema> }): Promise<Team> =>
  db.transaction(async (tx) => {
    const locked = await lockTeam(tx, id, actor);
    const { row } = locked;
    await assertVersion(row, input.version, () => toTeam(row, locked.company));
    let company = locked.company;
    if (input.companyId !== undefined && input.companyId !== row.companyId) {
      const [target] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
      if (!target) throw invalidField('companyId', 'Unknown company.');
      const members = await liveMemberCount(tx, id);
      if (members > 0) {
        throw refuse(
          'HAS_MEMBERS',
          `The team ${row.name} still has ${members} member(s); move them before changing its company.`,
        );
      }
      company = target;
    }
    const providerType = input.providerType === undefined ? row.providerType : input.providerType;
    const normalized = normalizeTeamPayload(
      {
        providerType,
        gammeAssignments: input.gammeAssignments ?? row.gammeAssignments,
        selectedGammes: input.selectedGammes,
      },
      { isUpdate: true },
    );
    const assignments = pruneEmptyAssignments(normalized.gammeAssignments ?? [], providerType);
    await assertTeamGammes(tx, {
      company,
      providerType,
      assignments,
      previous: row.gammeAssignments,
      source: input.selectedGammes === undefined ? 'gammeAssignments' : 'selectedGammes',
    });
    const name = input.name ?? row.name;
    if (name !== row.name || company.id !== row.companyId) await assertNameFree(tx, company.id, name, id);
    const updated = await writeTeam(
      tx,
      row,
      { name, companyId: company.id, providerType, gammeAssignments: assignments },
      { actor, ip, expected: input.version },
    );
    return toTeam(updated, company);
  });

/** Deletes a team without live members; soft-deleted users lose their link to it. */
export const deleteTeam = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const { row } = await lockTeam(tx, id, actor);
    const members = await liveMemberCount(tx, id);
    if (members > 0) {
      throw refuse('HAS_MEMBERS', `The team ${row.name} still has ${members} member(s); move them first.`);
    }
    await tx
      .update(users)
      .set({ teamId: null })
      .where(and(eq(users.teamId, id), isNotNull(users.deletedAt)));
    await tx.delete(teams).where(eq(teams.id, id));
    await recordAudit({ db: tx, actor, action: 'delete', entity: ENTITY, entityId: id, before: row, ip });
  });

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
