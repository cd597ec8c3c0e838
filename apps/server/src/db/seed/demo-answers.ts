import { type Answers, covers } from '@brokerage/shared';
import type { questions } from '@/db/schema/index.ts';
import type { SeededRandom } from './demo-people.ts';

type QuestionRow = typeof questions.$inferSelect;

/** Whether a question applies to the gamme: no gamme listed means every gamme (decisions: Questionnaire). */
const appliesTo = (question: QuestionRow, providerType: string, gammeCode: string) => {
  const listed = Object.values(question.providerGammes).some((codes) => codes.length > 0);
  return !listed || covers(question.providerGammes[providerType] ?? [], gammeCode);
};

/**
 * Plausible needs-analysis answers for a demo sale: every question of the gamme whose condition holds (a
 * condition reads an answer given before it, as the form shows them in order), answered by type.
 */
export const answersFor = (
  rows: readonly QuestionRow[],
  gammeCode: string,
  random: SeededRandom,
  providerType = 'actudata',
): Answers => {
  const answers: Answers = {};
  for (const question of rows) {
    if (!appliesTo(question, providerType, gammeCode)) continue;
    if (question.condition && answers[question.condition.questionId] !== question.condition.equals) continue;
    const options = question.answerOptions.map((option) => option.value);
    switch (question.type) {
      case 'yes_no':
        answers[question.id] = random.next() < 0.5 ? 'yes' : 'no';
        break;
      case 'radio':
      case 'select':
        if (options.length > 0) answers[question.id] = random.pick(options);
        break;
      case 'checkbox':
        if (options.length > 0) answers[question.id] = [random.pick(options)];
        break;
      case 'date':
        answers[question.id] = `20${random.int(10, 24)}-0${random.int(1, 9)}-1${random.int(0, 9)}`;
        break;
      case 'number':
        answers[question.id] = String(random.int(1, 5));
        break;
      default:
        answers[question.id] = 'Rien à signaler.';
    }
  }
  return answers;
};
