import type { ProjectObjective, ProjectObjectiveListQuery } from '@brokerage/shared';
import { recordErrors } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { projectObjectives } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { pagedList } from '@/platform/lists.ts';
import { orderedRecords } from '@/platform/ordered-records.ts';
import { refuser } from '@/platform/refusals.ts';

/** The customer's project objectives offered in a sale (ProjectObjectiveModule:project-objectives:*). */

const refuse = refuser(recordErrors);

type ObjectiveRow = typeof projectObjectives.$inferSelect;

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

const objectives = orderedRecords({
  table: projectObjectives,
  nameField: 'label',
  entity: 'project-objective',
  recordName: 'Project objective',
  duplicate: (label) => refuse('DUPLICATE', `A project objective labelled ${label} already exists.`),
  present: (_tx, row) => toObjective(row),
});

/** `GET /project-objectives`: paged, searched on label and description, filtered on activity, by order. */
export const findProjectObjectives = async ({
  db,
  query,
}: {
  db: Executor;
  query: ProjectObjectiveListQuery;
}) => {
  const where = objectives.where(query);
  return pagedList({
    db,
    table: projectObjectives,
    where,
    query,
    readPage: (limit, offset) =>
      db
        .select()
        .from(projectObjectives)
        .where(where)
        .orderBy(...objectives.ordering(query))
        .limit(limit)
        .offset(offset),
    toItem: toObjective,
  });
};

export const getProjectObjective = async ({ db, id }: { db: Executor; id: string }) => {
  const [row] = await db.select().from(projectObjectives).where(eq(projectObjectives.id, id));
  if (!row) throw notFound('Project objective');
  return toObjective(row);
};

export const createProjectObjective = objectives.create;

/** Changes any subset of the fields; a change to nothing leaves the row and the history alone. */
export const updateProjectObjective = objectives.update;

export const deleteProjectObjective = objectives.remove;
