import type {
  createProjectObjectiveInputSchema,
  ProjectObjective,
  ProjectObjectiveListQuery,
  updateProjectObjectiveInputSchema,
} from '@brokerage/shared';
import { recordErrors } from '@brokerage/shared';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { projectObjectives } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { changedFields } from '@/platform/changed-fields.ts';
import { limitOffset, pageOf, searchAcross } from '@/platform/lists.ts';
import { assertTextFree, nextOrder } from '@/platform/record-queries.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';

const refuse = refuser(recordErrors);

import { auditedInsert, auditedUpdate } from '@/platform/audited-writes.ts';
import { positionOrdering } from '@/platform/record-queries.ts';
import { assertVersion } from '@/platform/versioned-update.ts';

/** The customer's project objectives offered in a sale (ProjectObjectiveModule:project-objectives:*). */

type ObjectiveRow = typeof projectObjectives.$inferSelect;

const ENTITY = 'project-objective';

const toObjective = (row: ObjectiveRow): ProjectObjective => ({
  id: row.id,
  label: row.label,
  description: row.description,
  order: row.order,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const duplicateLabel = (label: string) =>
  refuse('DUPLICATE', `A project objective labelled ${label} already exists.`);

/** Labels are unique regardless of case. */
const assertLabelFree = (db: Executor, label: string, exceptId?: string) =>
  assertTextFree({
    db,
    table: projectObjectives,
    idColumn: projectObjectives.id,
    column: projectObjectives.label,
    value: label,
    exceptId,
    clash: () => duplicateLabel(label),
  });

const lockObjective = async (db: Executor, id: string) => {
  const [row] = await db.select().from(projectObjectives).where(eq(projectObjectives.id, id)).for('update');
  if (!row) throw notFound('Project objective');
  return row;
};

/** `GET /project-objectives`: paged, searched on label and description, filtered on activity, by order. */
export const findProjectObjectives = async ({
  db,
  query,
}: {
  db: Executor;
  query: ProjectObjectiveListQuery;
}) => {
  const where = and(
    query.active === undefined ? undefined : eq(projectObjectives.active, query.active),
    searchAcross(query.search, [projectObjectives.label, projectObjectives.description]),
  );
  const ordering = positionOrdering(
    query,
    { position: projectObjectives.order, title: projectObjectives.label, id: projectObjectives.id },
    {
      order: projectObjectives.order,
      label: projectObjectives.label,
      createdAt: projectObjectives.createdAt,
    },
  );
  const { limit, offset } = limitOffset(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(projectObjectives)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(projectObjectives).where(where),
  ]);
  return pageOf(rows.map(toObjective), totals?.total ?? 0, query);
};

export const getProjectObjective = async ({ db, id }: { db: Executor; id: string }) => {
  const [row] = await db.select().from(projectObjectives).where(eq(projectObjectives.id, id));
  if (!row) throw notFound('Project objective');
  return toObjective(row);
};

export const createProjectObjective = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & {
  input: z.output<typeof createProjectObjectiveInputSchema>;
}): Promise<ProjectObjective> =>
  db.transaction(async (tx) => {
    await assertLabelFree(tx, input.label);
    const row = await auditedInsert(tx, {
      table: projectObjectives,
      values: {
        ...input,
        order: input.order ?? (await nextOrder(tx, projectObjectives, projectObjectives.order)),
      },
      duplicate: () => duplicateLabel(input.label),
      entity: ENTITY,
      actor,
      ip,
    });
    return toObjective(row);
  });

/** Changes any subset of the fields; a change to nothing leaves the row and the history alone. */
export const updateProjectObjective = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & {
  id: string;
  input: z.output<typeof updateProjectObjectiveInputSchema>;
}): Promise<ProjectObjective> =>
  db.transaction(async (tx) => {
    const row = await lockObjective(tx, id);
    const { version, ...fields } = input;
    await assertVersion(row, version, () => toObjective(row));
    const changes = changedFields<ObjectiveRow, 'label' | 'description' | 'order' | 'active'>(row, fields);
    if (Object.keys(changes).length === 0) return toObjective(row);
    if (changes.label !== undefined) await assertLabelFree(tx, changes.label, id);
    const updated = await auditedUpdate(tx, {
      table: projectObjectives,
      id,
      expected: version,
      set: changes,
      current: () => toObjective(row),
      duplicate: () => duplicateLabel(changes.label ?? row.label),
      entity: ENTITY,
      actor,
      ip,
      before: row,
    });
    return toObjective(updated);
  });

export const deleteProjectObjective = async ({
  db,
  actor,
  ip,
  id,
}: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await lockObjective(tx, id);
    await tx.delete(projectObjectives).where(eq(projectObjectives.id, id));
    await recordAudit({ db: tx, actor, action: 'delete', entity: ENTITY, entityId: id, before: row, ip });
  });
