import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionnaireForm } from '@/features/questions/components/questionnaire-form';
import {
  childrenQuestion,
  prioritiesQuestion,
  question,
  situationQuestion,
  spouseQuestion,
} from '@/test/question-fixtures';

/** Depends on the spouse question, which itself depends on the family situation. */
const spouseRegime = question({
  id: 'a0000000-0000-4000-8000-000000000009',
  label: 'Quel est le régime du conjoint ?',
  type: 'select',
  answerOptions: [
    { value: 'general', label: 'Régime général' },
    { value: 'alsace-moselle', label: 'Alsace-Moselle' },
  ],
  order: 2,
  condition: { questionId: spouseQuestion.id, equals: 'no' },
});

const questionnaire = [situationQuestion, spouseQuestion, spouseRegime, childrenQuestion, prioritiesQuestion];

describe('QuestionnaireForm', () => {
  it('does group the questions under their category headings', () => {
    render(<QuestionnaireForm questions={questionnaire} />);
    const situation = screen.getByRole('region', { name: 'Situation' });
    expect(within(situation).getByRole('radiogroup', { name: /situation familiale/ })).toBeInTheDocument();
    const besoins = screen.getByRole('region', { name: 'Besoins' });
    expect(
      within(besoins).getByRole('group', { name: 'Quels postes sont prioritaires ?' }),
    ).toBeInTheDocument();
  });

  it('does show a conditional question only while the answer it waits for is given', async () => {
    const user = userEvent.setup();
    render(<QuestionnaireForm questions={questionnaire} />);
    expect(screen.queryByRole('radiogroup', { name: /conjoint est-il/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'En couple' }));
    expect(screen.getByRole('radiogroup', { name: /conjoint est-il/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Célibataire' }));
    expect(screen.queryByRole('radiogroup', { name: /conjoint est-il/ })).toBeNull();
  });

  it('does hide a question when the question it depends on is hidden, even with a matching answer', async () => {
    const user = userEvent.setup();
    render(<QuestionnaireForm questions={questionnaire} />);
    await user.click(screen.getByRole('radio', { name: 'En couple' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: /conjoint est-il/ })).getByRole('radio', { name: 'No' }),
    );
    expect(screen.getByRole('combobox', { name: 'Quel est le régime du conjoint ?' })).toBeInTheDocument();

    // The spouse question goes away, and with it the question that depends on its (still recorded) answer.
    await user.click(screen.getByRole('radio', { name: 'Célibataire' }));
    expect(screen.queryByRole('combobox', { name: 'Quel est le régime du conjoint ?' })).toBeNull();
  });

  it('does say why a conditional question shows and count the hidden ones when in preview mode', async () => {
    const user = userEvent.setup();
    render(<QuestionnaireForm preview questions={questionnaire} />);
    expect(screen.getByText('Questions hidden by a condition: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'En couple' }));
    expect(screen.getByRole('radiogroup', { name: /conjoint est-il/ })).toHaveAccessibleDescription(
      expect.stringContaining('Shown because “Quelle est votre situation familiale ?” is “En couple”.'),
    );
    expect(screen.getByText('Questions hidden by a condition: 1')).toBeInTheDocument();
  });

  it('does report every answer to the caller when it holds the answers', async () => {
    const user = userEvent.setup();
    const onAnswersChange = vi.fn();
    render(
      <QuestionnaireForm
        questions={questionnaire}
        answers={{ [situationQuestion.id]: 'couple' }}
        onAnswersChange={onAnswersChange}
      />,
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: /conjoint est-il/ })).getByRole('radio', { name: 'Yes' }),
    );
    expect(onAnswersChange).toHaveBeenCalledWith({
      [situationQuestion.id]: 'couple',
      [spouseQuestion.id]: 'yes',
    });
  });
});
