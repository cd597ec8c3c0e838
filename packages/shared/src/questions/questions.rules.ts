import { covers, normalizeGammes } from '../insurance/gamme-codes.rules.ts';

/**
 * The needs-analysis questionnaire (SPEC §3, §5): question types and answer options, which product lines a
 * question applies to, and when a conditional question is shown.
 */

export const QUESTION_TYPES = [
  'text',
  'long_text',
  'number',
  'date',
  'yes_no',
  'radio',
  'checkbox',
  'select',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types whose answer is picked among the question's answer options (single, multiple, drop-down). */
export const CHOICE_QUESTION_TYPES = [
  'radio',
  'checkbox',
  'select',
] as const satisfies readonly QuestionType[];
export type ChoiceQuestionType = (typeof CHOICE_QUESTION_TYPES)[number];

export const QUESTION_KINDS = ['standard', 'additional'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The answer values of a yes/no question, which a condition on it compares with. */
export const YES_NO_VALUES = ['yes', 'no'] as const;

export interface AnswerOption {
  value: string;
  label: string;
}

/** Show a question only when another question's answer equals a value. */
export interface QuestionCondition {
  questionId: string;
  equals: string;
}

/** Provider type → gamme codes (bare lines or dotted sub-lines). */
export type ProviderGammesMap = Readonly<Record<string, readonly string[]>>;

export const isChoiceType = (type: string): type is ChoiceQuestionType =>
  (CHOICE_QUESTION_TYPES as readonly string[]).includes(type);

/**
 * The type a question is saved with (SPEC §5: "a question with answerOptions gets type radio"): with answer
 * options, a choice type is kept as given and anything else becomes `radio`; without options, the given type is
 * kept, and `text` when none was given.
 */
export const normalizeQuestionType = (input: {
  type?: QuestionType | undefined;
  answerOptions?: readonly AnswerOption[] | undefined;
}): QuestionType => {
  const hasOptions = (input.answerOptions?.length ?? 0) > 0;
  if (hasOptions) return input.type && isChoiceType(input.type) ? input.type : 'radio';
  return input.type ?? 'text';
};

/** Option values that appear more than once, each reported once. */
export const duplicateOptionValues = (options: readonly AnswerOption[]): string[] => {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { value } of options) {
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  return [...duplicates];
};

/** Why a question's answer options do not suit its type, or null when they do. */
export const answerOptionsProblem = (type: QuestionType, options: readonly AnswerOption[]): string | null => {
  if (isChoiceType(type) && options.length === 0) {
    return 'A choice question needs at least one answer option.';
  }
  if (!isChoiceType(type) && options.length > 0) {
    return `A ${type} question has no answer options.`;
  }
  const duplicates = duplicateOptionValues(options);
  if (duplicates.length > 0)
    return `Each answer option needs its own value (repeated: ${duplicates.join(', ')}).`;
  return null;
};

/** The values a condition on this question may compare with, or null when any value may be given. */
export const conditionValuesOf = (question: {
  type: string;
  answerOptions: readonly AnswerOption[];
}): string[] | null => {
  if (question.type === 'yes_no') return [...YES_NO_VALUES];
  if (isChoiceType(question.type)) return question.answerOptions.map((option) => option.value);
  return null;
};

/**
 * The map kept on a question: per provider type the codes normalised (no duplicates, a bare code absorbs its
 * sub-lines), provider types without codes dropped, keys sorted.
 */
export const normalizeProviderGammes = (map: ProviderGammesMap): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(map)
      .map(([provider, codes]) => [provider, normalizeGammes(codes)] as const)
      .filter(([, codes]) => codes.length > 0)
      .sort(([left], [right]) => left.localeCompare(right, 'en')),
  );

/** True when the map assigns no gamme at all: the question is general and applies to every gamme. */
export const isGeneralQuestion = (providerGammes: ProviderGammesMap): boolean =>
  Object.values(providerGammes).every((codes) => codes.length === 0);

/**
 * Whether a question with these assignments applies to a provider's gamme: a bare code covers the line and all
 * its sub-lines, a dotted code only that sub-line. A question assigned to no gamme at all is general and applies
 * everywhere.
 */
export const appliesToGamme = (
  providerGammes: ProviderGammesMap,
  provider: string,
  gammeCode: string,
): boolean => isGeneralQuestion(providerGammes) || covers(providerGammes[provider] ?? [], gammeCode);

/**
 * Whether making `questionId` depend on `targetId` closes a loop: following the conditions from the target
 * (`dependsOn` answers the question a question depends on) leads back to the question itself.
 */
export const createsConditionCycle = (
  questionId: string,
  targetId: string,
  dependsOn: (id: string) => string | null | undefined,
): boolean => {
  const visited = new Set<string>();
  let current: string | null | undefined = targetId;
  while (current) {
    if (current === questionId) return true;
    if (visited.has(current)) return false; // a loop elsewhere, not through this question
    visited.add(current);
    current = dependsOn(current);
  }
  return false;
};

/** One recorded answer: text, a number, a yes/no flag, or the values ticked on a multiple-choice question. */
export type AnswerValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * Whether an answer equals a condition's value: a multiple choice matches when the value is among those ticked,
 * a boolean compares as `yes`/`no`, anything else by its text.
 */
export const answerMatches = (answer: AnswerValue, equals: string): boolean => {
  if (answer === null || answer === undefined) return false;
  if (Array.isArray(answer)) return answer.includes(equals);
  if (typeof answer === 'boolean') return (answer ? 'yes' : 'no') === equals;
  return String(answer) === equals;
};

interface ConditionalQuestion {
  id: string;
  condition: QuestionCondition | null;
}

/**
 * Whether a question is shown for these answers (keyed by question id). A question without condition is always
 * shown; a conditional one when the answer it depends on matches. Given the other questions, a question is also
 * hidden while the question it depends on is itself hidden (or when conditions loop).
 */
export const isVisible = (
  question: ConditionalQuestion,
  answers: Readonly<Record<string, AnswerValue>>,
  questionsById?: ReadonlyMap<string, ConditionalQuestion>,
): boolean => {
  const seen = new Set<string>();
  let current: ConditionalQuestion | undefined = question;
  while (current?.condition) {
    if (seen.has(current.id)) return false;
    seen.add(current.id);
    const { questionId, equals } = current.condition;
    if (!answerMatches(answers[questionId], equals)) return false;
    if (!questionsById) return true;
    current = questionsById.get(questionId);
  }
  return true;
};
