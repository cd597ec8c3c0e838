import {
  type AnswerValue,
  isVisible,
  type Question,
  type QuestionCategoryRef,
  type QuestionCondition,
} from '@brokerage/shared';

/** Pure helpers of the questionnaire as the agent fills it (the editor's preview and, later, the sale). */

export type Answers = Readonly<Record<string, AnswerValue>>;

/** What a questionnaire needs of a question: its identity, how it is asked, and its condition. */
export type QuestionnaireQuestion = Pick<
  Question,
  | 'id'
  | 'label'
  | 'helpText'
  | 'type'
  | 'answerOptions'
  | 'required'
  | 'condition'
  | 'categoryId'
  | 'category'
>;

export interface QuestionGroup<Q extends QuestionnaireQuestion = QuestionnaireQuestion> {
  /** The category's id, or '' for questions filed under none. */
  key: string;
  category: QuestionCategoryRef | null;
  questions: Q[];
}

/** Questions grouped by category, in the order they come (the server sends them by category then order). */
export const groupByCategory = <Q extends QuestionnaireQuestion>(
  questions: readonly Q[],
): QuestionGroup<Q>[] => {
  const groups = new Map<string, QuestionGroup<Q>>();
  for (const question of questions) {
    const key = question.categoryId ?? '';
    const group = groups.get(key) ?? { key, category: question.category, questions: [] };
    group.questions.push(question);
    groups.set(key, group);
  }
  return [...groups.values()];
};

/** The questions shown for these answers: conditions hold, and so do those of the questions they depend on. */
export const visibleQuestions = <Q extends QuestionnaireQuestion>(
  questions: readonly Q[],
  answers: Answers,
): Q[] => {
  const byId = new Map<string, { id: string; condition: QuestionCondition | null }>(
    questions.map((question) => [question.id, question]),
  );
  return questions.filter((question) => isVisible(question, answers, byId));
};

/** True when an answer was given: text that is not blank, a number, a yes/no, at least one ticked value. */
export const isAnswered = (value: AnswerValue): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
};

/** The answers to keep: those of the visible questions (an answer to a question hidden since is dropped). */
export const answersOfVisible = (questions: readonly QuestionnaireQuestion[], answers: Answers) =>
  Object.fromEntries(
    visibleQuestions(questions, answers)
      .filter((question) => isAnswered(answers[question.id]))
      .map((question) => [question.id, answers[question.id]]),
  ) as Record<string, AnswerValue>;

/** The visible required questions still without an answer, in order. */
export const missingRequired = <Q extends QuestionnaireQuestion>(
  questions: readonly Q[],
  answers: Answers,
): Q[] =>
  visibleQuestions(questions, answers).filter(
    (question) => question.required && !isAnswered(answers[question.id]),
  );

/** The list with the item at `index` moved by `delta` places, or null when that leaves the list. */
export const moveItem = <T>(items: readonly T[], index: number, delta: -1 | 1): T[] | null => {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
};

/** A stable answer value suggested from an option's label: "Marié(e) ou pacsé(e)" → "marie-e-ou-pacse-e". */
export const optionValueFromLabel = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
