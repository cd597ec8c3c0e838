import type { AnswerValue, QuestionType } from '@brokerage/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionField, type QuestionFieldQuestion } from '@/features/questions/components/question-field';

const options = [
  { value: 'optique', label: 'Optique' },
  { value: 'dentaire', label: 'Dentaire' },
  { value: 'audition', label: 'Audition' },
];

const ask = (type: QuestionType, overrides: Partial<QuestionFieldQuestion> = {}): QuestionFieldQuestion => ({
  id: 'q1',
  label: 'Votre réponse ?',
  helpText: '',
  type,
  answerOptions: ['radio', 'checkbox', 'select'].includes(type) ? options : [],
  required: false,
  ...overrides,
});

/** The field with its answer kept in state, and every change recorded. */
const Harness = ({
  question,
  onChange,
}: {
  question: QuestionFieldQuestion;
  onChange: (v: AnswerValue) => void;
}) => {
  const [value, setValue] = useState<AnswerValue>(null);
  return (
    <QuestionField
      question={question}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const renderField = (question: QuestionFieldQuestion) => {
  const onChange = vi.fn();
  render(<Harness question={question} onChange={onChange} />);
  return onChange;
};

describe('QuestionField', () => {
  it('does render a text box with its help text and required mark when the type is short text', async () => {
    const user = userEvent.setup();
    const onChange = renderField(ask('text', { required: true, helpText: 'Comme sur la carte Vitale.' }));
    const input = screen.getByRole('textbox', { name: /Votre réponse/ });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Comme sur la carte Vitale.');
    await user.type(input, 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('does render a text area when the type is long text', () => {
    renderField(ask('long_text'));
    expect(screen.getByRole('textbox', { name: 'Votre réponse ?' }).tagName).toBe('TEXTAREA');
  });

  it('does answer a number, and null once emptied, when the type is number', async () => {
    const user = userEvent.setup();
    const onChange = renderField(ask('number'));
    const input = screen.getByRole('spinbutton', { name: 'Votre réponse ?' });
    await user.type(input, '42');
    expect(onChange).toHaveBeenLastCalledWith(42);
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does render a date input answering YYYY-MM-DD when the type is date', () => {
    renderField(ask('date'));
    const input = screen.getByLabelText('Votre réponse ?');
    expect(input).toHaveAttribute('type', 'date');
  });

  it('does render yes and no radios answering yes or no when the type is yes/no', async () => {
    const user = userEvent.setup();
    const onChange = renderField(ask('yes_no', { required: true }));
    const group = screen.getByRole('radiogroup', { name: /Votre réponse/ });
    expect(group).toBeRequired();
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith('no');
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('does render one radio per option when the type is single choice', async () => {
    const user = userEvent.setup();
    const onChange = renderField(ask('radio'));
    const group = screen.getByRole('radiogroup', { name: 'Votre réponse ?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(group).getByRole('radio', { name: 'Dentaire' }));
    expect(onChange).toHaveBeenLastCalledWith('dentaire');
  });

  it('does tick several boxes in the options order when the type is multiple choice', async () => {
    const user = userEvent.setup();
    const onChange = renderField(ask('checkbox'));
    const group = screen.getByRole('group', { name: 'Votre réponse ?' });
    await user.click(within(group).getByRole('checkbox', { name: 'Audition' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Optique' }));
    expect(onChange).toHaveBeenLastCalledWith(['optique', 'audition']);
    await user.click(within(group).getByRole('checkbox', { name: 'Audition' }));
    expect(onChange).toHaveBeenLastCalledWith(['optique']);
  });

  it('does render a drop-down with an empty first choice when the type is select', async () => {
    const user = userEvent.setup();
    const onChange = renderField(ask('select'));
    const select = screen.getByRole('combobox', { name: 'Votre réponse ?' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an answer', 'Optique', 'Dentaire', 'Audition']);
    await user.selectOptions(select, 'Dentaire');
    expect(onChange).toHaveBeenLastCalledWith('dentaire');
  });

  it('does mark the input invalid and describe it with the error when one is given', () => {
    render(
      <QuestionField question={ask('text')} value="" onChange={() => {}} error="Answer this question." />,
    );
    const input = screen.getByRole('textbox', { name: 'Votre réponse ?' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Answer this question.');
  });
});
