import { describe, expect, it } from 'vitest';
import {
  answersOfVisible,
  groupByCategory,
  isAnswered,
  missingRequired,
  moveItem,
  optionValueFromLabel,
  visibleQuestions,
} from '@/features/questions/questionnaire.rules';
import {
  childrenQuestion,
  prioritiesQuestion,
  question,
  situationQuestion,
  spouseQuestion,
} from '@/test/question-fixtures';

const spouseRegime = question({
  id: 'a0000000-0000-4000-8000-000000000009',
  label: 'Régime du conjoint',
  required: true,
  condition: { questionId: spouseQuestion.id, equals: 'no' },
});
const all = [situationQuestion, spouseQuestion, spouseRegime, childrenQuestion, prioritiesQuestion];

describe('questionnaire rules', () => {
  it('does group questions by category in the order they come', () => {
    const groups = groupByCategory(all);
    expect(groups.map((group) => group.category?.name)).toEqual(['Situation', 'Besoins']);
    expect(groups[0]?.questions).toHaveLength(4);
  });

  it('does hide a chain of conditional questions when the first answer does not match', () => {
    expect(visibleQuestions(all, { [spouseQuestion.id]: 'no' }).map((q) => q.id)).not.toContain(
      spouseRegime.id,
    );
    expect(
      visibleQuestions(all, { [situationQuestion.id]: 'couple', [spouseQuestion.id]: 'no' }).map((q) => q.id),
    ).toContain(spouseRegime.id);
  });

  it('does drop the answers of hidden questions and list the required ones left when answers change', () => {
    const answers = {
      [situationQuestion.id]: 'celibataire',
      [spouseQuestion.id]: 'no',
      [childrenQuestion.id]: 2,
    };
    expect(answersOfVisible(all, answers)).toEqual({
      [situationQuestion.id]: 'celibataire',
      [childrenQuestion.id]: 2,
    });
    expect(missingRequired(all, {}).map((q) => q.id)).toEqual([situationQuestion.id]);
    expect(missingRequired(all, { [situationQuestion.id]: 'couple', [spouseQuestion.id]: 'no' })).toEqual([
      spouseRegime,
    ]);
  });

  it('does count blank text and empty choices as unanswered', () => {
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered(false)).toBe(true);
  });

  it('does move an item by one place and refuse to move it past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toBeNull();
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toBeNull();
  });

  it('does suggest an option value without accents or punctuation when a label is typed', () => {
    expect(optionValueFromLabel('Marié(e) ou pacsé(e)')).toBe('marie-e-ou-pacse-e');
    expect(optionValueFromLabel('  Soins courants ')).toBe('soins-courants');
  });
});
