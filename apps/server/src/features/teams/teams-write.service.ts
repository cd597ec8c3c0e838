import {
  type createTeamInputSchema,
  type GammeAssignmentLike,
  gammesOf,
  normalizeTeamPayload,
  pruneEmptyAssignments,
  recordErrors,
  type Team,
  teamsErrors,
  type updateTeamInputSchema,
} from '@brokerage/shared';
import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { companies, gammes, teams, users } from '@/db/schema/index.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditedInsert } from '@/platform/audited-writes.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import type { CompanyRow } from './teams.service.ts';
import { toTeam } from './teams.service.ts';
import { duplicateName, ENTITY, lockTeam, notSoldBy, writeTeam } from './teams-store.service.ts';

const refuse = refuser(teamsErrors, recordErrors);

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

const liveMemberCount = async (db: Executor, teamId: string) => {
  const [members] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.teamId, teamId), isNull(users.deletedAt)));
  return members?.total ?? 0;
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
    const row = await auditedInsert(tx, {
      table: teams,
      values: { name: input.name, companyId: company.id, providerType, gammeAssignments: assignments },
      duplicate: () => duplicateName(input.name),
      entity: ENTITY,
      actor,
      ip,
    });
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
