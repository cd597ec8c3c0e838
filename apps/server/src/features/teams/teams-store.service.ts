import { type CurrentUser, recordErrors, teamsErrors } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { companies, teams } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import type { AuditActor } from '@/platform/audit.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { canonical } from '@/platform/canonical-json.ts';
import { refuser } from '@/platform/refusals.ts';
import { type CompanyRow, getTeam, type TeamRow, teamScope } from './teams.service.ts';

const refuse = refuser(teamsErrors, recordErrors);

export type TeamChanges = Partial<Pick<TeamRow, 'name' | 'companyId' | 'providerType' | 'gammeAssignments'>>;

export const ENTITY = 'team';
export const duplicateName = (name: string) =>
  refuse('DUPLICATE', `A team named ${name} already exists in this company.`);

/** The team and its company, the team row locked for the rest of the transaction; 404 outside the actor's scope. */
export const lockTeam = async (db: Executor, id: string, actor: CurrentUser) => {
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

export const notSoldBy = (company: CompanyRow, providerType: string) =>
  `${company.name} does not sell the provider type ${providerType}; add it to the company first.`;

/** Writes the changes and their one audit entry; no change leaves the row and the history alone. */
export const writeTeam = async (
  tx: Executor,
  row: TeamRow,
  changes: TeamChanges,
  { actor, ip, expected }: { actor: AuditActor; ip: string | undefined; expected: number | undefined },
) => {
  const changed = Object.entries(changes).some(
    ([field, value]) => canonical(value) !== canonical(row[field as keyof TeamChanges]),
  );
  if (!changed) return row;
  return auditedUpdate(tx, {
    table: teams,
    id: row.id,
    expected,
    set: changes,
    current: () => getTeam({ db: tx, id: row.id }),
    duplicate: () => duplicateName(changes.name ?? row.name),
    entity: ENTITY,
    actor,
    ip,
    before: row,
  });
};
