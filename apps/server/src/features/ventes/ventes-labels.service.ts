import type { CurrentUser, SaleLabels } from '@brokerage/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { projectObjectives, questionCategories, questions } from '@/db/schema/index.ts';
import { findSaleInScope } from './ventes-access.service.ts';

/**
 * `GET /ventes/{id}/labels`: the labels of the questions the sale answered and of its objectives, so the sale
 * page reads them without the questionnaire's or the objectives' own read permissions (the quality role).
 * Questions in questionnaire order (standard before additional, category order, question order); a question
 * or objective deleted since is simply absent.
 */
export const getSaleLabels = async ({
  db,
  actor,
  id,
}: {
  db: Executor;
  actor: CurrentUser;
  id: string;
}): Promise<SaleLabels> => {
  const sale = await findSaleInScope(db, actor, id);
  const questionIds = Object.keys(sale.answers);
  const objectiveIds = sale.objectiveIds;
  const [answered, objectives] = await Promise.all([
    questionIds.length === 0
      ? []
      : db
          .select({ id: questions.id, label: questions.label, answerOptions: questions.answerOptions })
          .from(questions)
          .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
          .where(inArray(questions.id, questionIds))
          .orderBy(
            sql`${questions.kind} = 'additional'`,
            sql`${questionCategories.order} nulls last`,
            asc(questions.order),
            asc(questions.label),
          ),
    objectiveIds.length === 0
      ? []
      : db
          .select({ id: projectObjectives.id, label: projectObjectives.label })
          .from(projectObjectives)
          .where(inArray(projectObjectives.id, objectiveIds)),
  ]);
  const byId = new Map(objectives.map((objective) => [objective.id, objective]));
  return {
    questions: answered,
    // In the sale's order, as the agent ticked them.
    objectives: objectiveIds.flatMap((objectiveId) => byId.get(objectiveId) ?? []),
  };
};
