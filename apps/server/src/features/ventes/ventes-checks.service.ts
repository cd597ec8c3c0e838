import {
  type CurrentUser,
  isChoiceType,
  isGammeOpen,
  productsErrors,
  type SaleFormData,
} from '@brokerage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { gammes, projectObjectives, questions } from '@/db/schema/index.ts';
import { sellableGammes } from '@/features/insurance/sellable-gammes.service.ts';
import { appliesToGammeSql } from '@/features/questions/questions.service.ts';
import { refuser } from '@/platform/refusals.ts';
import { invalidField } from '@/platform/service-errors.ts';

/** The checks of the form's steps against the catalogue: product line, needs-analysis answers, objectives. */

const refuse = refuser(productsErrors);

/**
 * The product line of the sale exists, is sold, and the caller's team may sell it (the same rule as pricing:
 * the team holds the line, its bare line, or, for a bare line, one of its sub-lines).
 */
const assertSellableGamme = async (db: Executor, actor: CurrentUser, formData: SaleFormData) => {
  const { providerType, gammeCode } = formData;
  const [gamme] = await db
    .select({ active: gammes.active })
    .from(gammes)
    .where(and(eq(gammes.providerType, providerType), eq(gammes.code, gammeCode)));
  if (!gamme) {
    throw invalidField('formData.gammeCode', `Unknown product line ${gammeCode} for ${providerType}.`);
  }
  if (!gamme.active)
    throw invalidField('formData.gammeCode', `The product line ${gammeCode} is no longer sold.`);
  const assigned = await sellableGammes(db, actor, providerType);
  if (!assigned) return;
  if (!isGammeOpen(assigned, gammeCode)) {
    throw refuse('GAMME_NOT_ASSIGNED', `Your team does not sell ${gammeCode} of ${providerType}.`, {
      providerType,
      gammeCodes: [gammeCode],
    });
  }
};

/** "No answer" as the form sends it when a field is cleared. */
const isBlank = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value === '');

/**
 * Every answered question exists and applies to the sale's gamme (SPEC §5 provider gammes, a bare line covering
 * its sub-lines); a choice question's answer is among its options.
 */
const assertAnswers = async (db: Executor, formData: SaleFormData) => {
  const ids = Object.keys(formData.answers);
  if (ids.length === 0) return;
  const found = await db
    .select({ id: questions.id, type: questions.type, answerOptions: questions.answerOptions })
    .from(questions)
    .where(and(inArray(questions.id, ids), appliesToGammeSql(formData.providerType, formData.gammeCode)));
  const byId = new Map(found.map((question) => [question.id, question]));
  for (const [id, value] of Object.entries(formData.answers)) {
    const question = byId.get(id);
    const path = `formData.answers.${id}`;
    if (!question) {
      throw invalidField(path, `No question ${id} applies to the product line ${formData.gammeCode}.`);
    }
    if (!isChoiceType(question.type) || isBlank(value)) continue;
    const allowed = new Set(question.answerOptions.map((option) => option.value));
    const picked = Array.isArray(value) ? value : [value];
    const unknown = picked.filter((entry) => !allowed.has(entry));
    if (unknown.length > 0)
      throw invalidField(path, `Not an option of this question: ${unknown.join(', ')}.`);
  }
};

/** The project objectives exist (inactive ones stay valid on a sale that picked them before). */
const assertObjectives = async (db: Executor, objectiveIds: readonly string[]) => {
  const wanted = [...new Set(objectiveIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: projectObjectives.id })
    .from(projectObjectives)
    .where(inArray(projectObjectives.id, wanted));
  const known = new Set(found.map((row) => row.id));
  const index = objectiveIds.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw invalidField(`objectiveIds.${index}`, `Unknown project objective ${objectiveIds[index]}.`);
};

/** The catalogue checks of an autosave: only the steps it carries. */
export const assertSaleContent = async (
  db: Executor,
  actor: CurrentUser,
  input: { formData?: SaleFormData | undefined; objectiveIds?: readonly string[] | undefined },
) => {
  if (input.formData) {
    await assertSellableGamme(db, actor, input.formData);
    await assertAnswers(db, input.formData);
  }
  if (input.objectiveIds) await assertObjectives(db, input.objectiveIds);
};
