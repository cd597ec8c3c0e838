import type {
  Company,
  CompanyListQuery,
  createCompanyInputSchema,
  updateCompanyInputSchema,
} from '@brokerage/shared';
import { companiesErrors, recordErrors } from '@brokerage/shared';
import { and, arrayContains, count, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { companies, providerTypes, teams, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { auditedInsert, auditedUpdate } from '@/platform/audited-writes.ts';
import { orderOf, pagedList, searchAcross } from '@/platform/lists.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion } from '@/platform/versioned-update.ts';

const refuse = refuser(companiesErrors, recordErrors);

type CompanyRow = typeof companies.$inferSelect;

const ENTITY = 'company';

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  providerTypes: row.providerTypes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const duplicateName = (name: string) => refuse('DUPLICATE', `A company named ${name} already exists.`);

const lockCompany = async (db: Executor, id: string) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!row) throw notFound('Company');
  return row;
};

/** Company names are unique regardless of case. */
const assertNameFree = async (db: Executor, name: string, exceptId?: string) => {
  const [clash] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(sql`lower(${companies.name}) = lower(${name})`, exceptId ? ne(companies.id, exceptId) : undefined),
    );
  if (clash) throw duplicateName(name);
};

const unique = (values: readonly string[]) => [...new Set(values)];

/** New provider types must exist in the catalogue and be active; `field` names the failing input. */
const assertProviderTypesSellable = async (db: Executor, codes: string[], field: string) => {
  if (codes.length === 0) return;
  const rows = await db.select().from(providerTypes).where(inArray(providerTypes.code, codes));
  const unknown = codes.filter((code) => !rows.some((row) => row.code === code));
  if (unknown.length > 0) {
    throw invalidField(
      field,
      `Unknown provider type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`,
    );
  }
  const inactive = rows.filter((row) => !row.active).map((row) => row.code);
  if (inactive.length > 0) {
    throw invalidField(
      field,
      `Provider type${inactive.length > 1 ? 's' : ''} no longer sold: ${inactive.join(', ')}.`,
    );
  }
};

/** Refuses to take away a provider type that one of the company's teams still sells (its own or with gammes). */
const assertProviderTypesUnused = async (db: Executor, companyId: string, removed: string[]) => {
  if (removed.length === 0) return;
  const companyTeams = await db.select().from(teams).where(eq(teams.companyId, companyId));
  for (const type of removed) {
    const holders = companyTeams.filter(
      (team) =>
        team.providerType === type ||
        team.gammeAssignments.some(
          (assignment) => assignment.providerType === type && assignment.gammes.length > 0,
        ),
    );
    if (holders.length > 0) {
      const names = holders.map((team) => team.name).sort();
      throw refuse(
        'PROVIDER_TYPE_IN_USE',
        `The provider type ${type} is still used by ${names.join(', ')}. Change these teams first.`,
        { providerType: type, teams: names },
      );
    }
  }
};

/** The company's next provider types (deduplicated), after checking what is added and what is taken away. */
const planProviderTypes = async (tx: Executor, row: CompanyRow, wanted: string[], field: string) => {
  const next = unique(wanted);
  await assertProviderTypesSellable(
    tx,
    next.filter((code) => !row.providerTypes.includes(code)),
    field,
  );
  await assertProviderTypesUnused(
    tx,
    row.id,
    row.providerTypes.filter((code) => !next.includes(code)),
  );
  return next;
};

const sameSet = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((value) => right.includes(value));

/** Writes the changes and their one audit entry; unchanged fields leave the row and the history alone. */
const writeCompany = async (
  tx: Executor,
  row: CompanyRow,
  changes: { name?: string; providerTypes?: string[] },
  { actor, ip, expected }: { actor: AuditActor; ip: string | undefined; expected: number | undefined },
) => {
  if (changes.name === undefined && changes.providerTypes === undefined) return row;
  return auditedUpdate(tx, {
    table: companies,
    id: row.id,
    expected,
    set: changes,
    current: () => getCompany({ db: tx, id: row.id }),
    duplicate: () => duplicateName(changes.name ?? row.name),
    entity: ENTITY,
    actor,
    ip,
    before: row,
  });
};

/** `GET /companies`: paged, searched on name, filtered by a provider type the company sells. */
export const findCompanies = async ({ db, query }: { db: Executor; query: CompanyListQuery }) => {
  const conditions: (SQL | undefined)[] = [
    query.providerType ? arrayContains(companies.providerTypes, [query.providerType]) : undefined,
    searchAcross(query.search, [companies.name]),
  ];
  const where = and(...conditions);
  return pagedList({
    db,
    table: companies,
    where,
    query,
    readPage: (limit, offset) =>
      db
        .select()
        .from(companies)
        .where(where)
        .orderBy(
          ...orderOf(
            query,
            { name: companies.name, createdAt: companies.createdAt, updatedAt: companies.updatedAt },
            { column: companies.name },
            companies.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    toItem: toCompany,
  });
};

export const getCompany = async ({ db, id }: { db: Executor; id: string }): Promise<Company> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound('Company');
  return toCompany(row);
};

export const createCompany = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: z.output<typeof createCompanyInputSchema> }): Promise<Company> =>
  db.transaction(async (tx) => {
    const providerTypeCodes = unique(input.providerTypes);
    await assertProviderTypesSellable(tx, providerTypeCodes, 'providerTypes');
    await assertNameFree(tx, input.name);
    const row = await auditedInsert(tx, {
      table: companies,
      values: { name: input.name, providerTypes: providerTypeCodes },
      duplicate: () => duplicateName(input.name),
      entity: ENTITY,
      actor,
      ip,
    });
    return toCompany(row);
  });

export const updateCompany = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof updateCompanyInputSchema> }): Promise<Company> =>
  db.transaction(async (tx) => {
    const row = await lockCompany(tx, id);
    await assertVersion(row, input.version, () => toCompany(row));
    const changes: { name?: string; providerTypes?: string[] } = {};
    if (input.name !== undefined && input.name !== row.name) {
      await assertNameFree(tx, input.name, id);
      changes.name = input.name;
    }
    if (input.providerTypes !== undefined) {
      const next = await planProviderTypes(tx, row, input.providerTypes, 'providerTypes');
      if (!sameSet(next, row.providerTypes)) changes.providerTypes = next;
    }
    return toCompany(await writeCompany(tx, row, changes, { actor, ip, expected: input.version }));
  });

/** Deletes a company without teams or live users; soft-deleted users lose their link to it. */
export const deleteCompany = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await lockCompany(tx, id);
    const [teamCount] = await tx.select({ total: count() }).from(teams).where(eq(teams.companyId, id));
    if ((teamCount?.total ?? 0) > 0) {
      throw refuse(
        'HAS_TEAMS',
        `The company ${row.name} still has ${teamCount?.total} team(s). Delete or move them first.`,
      );
    }
    const [userCount] = await tx
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.companyId, id), isNull(users.deletedAt)));
    if ((userCount?.total ?? 0) > 0) {
      throw refuse(
        'HAS_USERS',
        `The company ${row.name} still has ${userCount?.total} user(s). Move or delete them first.`,
      );
    }
    await tx
      .update(users)
      .set({ companyId: null })
      .where(and(eq(users.companyId, id), isNotNull(users.deletedAt)));
    await tx.delete(companies).where(eq(companies.id, id));
    await recordAudit({ db: tx, actor, action: 'delete', entity: ENTITY, entityId: id, before: row, ip });
  });

export const getCompanyProviderTypes = async ({ db, id }: { db: Executor; id: string }) =>
  (await getCompany({ db, id })).providerTypes;

/** Replaces, adds or removes provider types; answers the company's provider types afterwards. */
export const changeCompanyProviderTypes = async ({
  db,
  actor,
  ip,
  id,
  change,
  expectedVersion,
}: WriteContext & {
  id: string;
  change: { set: string[] } | { add: string } | { remove: string };
  /** From `If-Match`: the version of the company the client loaded. */
  expectedVersion: number | undefined;
}): Promise<string[]> =>
  db.transaction(async (tx) => {
    const row = await lockCompany(tx, id);
    await assertVersion(row, expectedVersion, () => toCompany(row));
    const [wanted, field] =
      'set' in change
        ? [change.set, 'providerTypes']
        : 'add' in change
          ? [[...row.providerTypes, change.add], 'type']
          : [row.providerTypes.filter((code) => code !== change.remove), 'type'];
    const next = await planProviderTypes(tx, row, wanted, field);
    if (sameSet(next, row.providerTypes)) return row.providerTypes;
    return (await writeCompany(tx, row, { providerTypes: next }, { actor, ip, expected: expectedVersion }))
      .providerTypes;
  });
