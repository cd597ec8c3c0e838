import {
  baseCodeOf,
  type createGammeInputSchema,
  type Gamme,
  gammesErrors,
  isSubLine,
  isSubLineOf,
  recordErrors,
  type updateGammeInputSchema,
} from '@brokerage/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { gammes, questions, teams } from '@/db/schema/index.ts';
import { getProviderTypeRow, toGamme } from '@/features/insurance/insurance.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditedInsert, auditedUpdate } from '@/platform/audited-writes.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion } from '@/platform/versioned-update.ts';

const refuse = refuser(gammesErrors, recordErrors);

/** Gamme administration (SPEC §7 Questions: `/questions/gammes`). */

const ENTITY = 'gamme';

const duplicate = (providerType: string, code: string) =>
  refuse('DUPLICATE', `A product line with the code ${code} already exists for ${providerType}.`);

const lockGamme = async (db: Executor, id: string) => {
  const [row] = await db.select().from(gammes).where(eq(gammes.id, id)).for('update');
  if (!row) throw notFound('Gamme');
  return row;
};

export const getGamme = async ({ db, id }: { db: Executor; id: string }): Promise<Gamme> => {
  const [row] = await db.select().from(gammes).where(eq(gammes.id, id));
  if (!row) throw notFound('Gamme');
  return toGamme(row);
};

/** Creates a line or a sub-line; a sub-line needs its bare line for the same provider type. */
export const createGamme = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: z.output<typeof createGammeInputSchema> }): Promise<Gamme> =>
  db.transaction(async (tx) => {
    if (!(await getProviderTypeRow({ db: tx, code: input.providerType }))) {
      throw invalidField('providerType', `Unknown provider type '${input.providerType}'.`);
    }
    if (isSubLine(input.code)) {
      const base = baseCodeOf(input.code);
      const [parent] = await tx
        .select({ id: gammes.id })
        .from(gammes)
        .where(and(eq(gammes.providerType, input.providerType), eq(gammes.code, base)));
      if (!parent) {
        throw invalidField('code', `Create the product line ${base} before its sub-line ${input.code}.`);
      }
    }
    const [existing] = await tx
      .select({ id: gammes.id })
      .from(gammes)
      .where(and(eq(gammes.providerType, input.providerType), eq(gammes.code, input.code)));
    if (existing) throw duplicate(input.providerType, input.code);
    const row = await auditedInsert(tx, {
      table: gammes,
      values: input,
      duplicate: () => duplicate(input.providerType, input.code),
      entity: ENTITY,
      actor,
      ip,
    });
    return toGamme(row);
  });

/** Changes any field but the code and the provider type, which teams and questions refer to. */
export const updateGamme = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof updateGammeInputSchema> }): Promise<Gamme> =>
  db.transaction(async (tx) => {
    const row = await lockGamme(tx, id);
    await assertVersion(row, input.version, () => toGamme(row));
    const { providerType, code, version, ...changes } = input;
    if (providerType !== undefined && providerType !== row.providerType) {
      throw invalidField('providerType', 'The provider type of a product line cannot change.');
    }
    if (code !== undefined && code !== row.code) {
      throw invalidField('code', 'The code of a product line cannot change; create a new line instead.');
    }
    const fields = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(fields).length === 0) return toGamme(row);
    const updated = await auditedUpdate(tx, {
      table: gammes,
      id,
      expected: version,
      set: fields,
      current: () => toGamme(row),
      entity: ENTITY,
      actor,
      ip,
      before: row,
    });
    return toGamme(updated);
  });

/**
 * Deletes a line nobody uses. A line with sub-lines, or one assigned to a team or a question, is refused with 409: retire it
 * with `active: false` instead, which keeps the history and the teams' assignments readable.
 */
export const deleteGamme = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await lockGamme(tx, id);
    if (!isSubLine(row.code)) {
      const siblings = await tx
        .select({ code: gammes.code })
        .from(gammes)
        .where(eq(gammes.providerType, row.providerType));
      const subLines = siblings.map((sibling) => sibling.code).filter((code) => isSubLineOf(code, row.code));
      if (subLines.length > 0) {
        throw refuse(
          'HAS_SUB_LINES',
          `The product line ${row.code} still has sub-lines (${subLines.sort().join(', ')}). Delete them first, or deactivate the line.`,
          { subLines },
        );
      }
    }
    const holders = await tx
      .select({ name: teams.name })
      .from(teams)
      .where(
        sql`${teams.gammeAssignments} @> ${JSON.stringify([{ providerType: row.providerType, gammes: [row.code] }])}::jsonb`,
      );
    if (holders.length > 0) {
      const names = holders.map((team) => team.name).sort();
      throw refuse(
        'IN_USE',
        `The product line ${row.code} is assigned to ${names.join(', ')}. Remove it from these teams first, or deactivate the line.`,
        { teams: names },
      );
    }
    const askedBy = await tx
      .select({ label: questions.label })
      .from(questions)
      .where(
        sql`${questions.providerGammes} @> ${JSON.stringify({ [row.providerType]: [row.code] })}::jsonb`,
      );
    if (askedBy.length > 0) {
      const labels = askedBy.map((question) => question.label).sort();
      throw refuse(
        'IN_USE',
        `The product line ${row.code} is assigned to ${labels.length} question(s) (${labels.join(', ')}). Remove it from these questions first, or deactivate the line.`,
        { questions: labels },
      );
    }
    await tx.delete(gammes).where(eq(gammes.id, id));
    await recordAudit({ db: tx, actor, action: 'delete', entity: ENTITY, entityId: id, before: row, ip });
  });
