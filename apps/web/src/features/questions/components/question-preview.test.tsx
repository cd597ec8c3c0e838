import { type AnswerOption, QUESTION_TYPES, type QuestionType } from '@brokerage/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QuestionPreview } from '@/features/questions/components/question-preview';
import { situationQuestion } from '@/test/question-fixtures';
import { Form } from '@/ui/form/form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';

const schema = z.object({
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  answerOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  condition: z.object({ questionId: z.string(), equals: z.string() }).nullable(),
});

const options: AnswerOption[] = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
  { value: '', label: 'Sans valeur' },
];

const Harness = ({ condition = null }: { condition?: { questionId: string; equals: string } | null }) => {
  const form = useZodForm(schema, {
    label: 'Votre budget ?',
    type: 'text',
    answerOptions: options,
    required: true,
    condition,
  });
  return (
    <Form form={form} onSubmit={() => {}}>
      <TextField name="label" label="Label" />
      <SelectField
        name="type"
        label="Type"
        options={QUESTION_TYPES.map((type) => ({ value: type, label: type }))}
      />
      <QuestionPreview candidates={[situationQuestion]} />
    </Form>
  );
};

const EXPECTED: Record<QuestionType, { role: string; count?: number }> = {
  text: { role: 'textbox' },
  long_text: { role: 'textbox' },
  number: { role: 'spinbutton' },
  date: { role: 'textbox' },
  yes_no: { role: 'radio', count: 2 },
  radio: { role: 'radio', count: 2 },
  checkbox: { role: 'checkbox', count: 2 },
  select: { role: 'combobox' },
};

describe('QuestionPreview', () => {
  it.each(QUESTION_TYPES)('does render the input the agent will use when the type is %s', async (type) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Type'), type);
    const preview = screen.getByRole('region', { name: 'Preview' });
    const { role, count } = EXPECTED[type];
    if (type === 'date') {
      expect(within(preview).getByLabelText(/Votre budget/)).toHaveAttribute('type', 'date');
      return;
    }
    const controls = within(preview).getAllByRole(role);
    expect(controls).toHaveLength(count ?? 1);
    if (type === 'long_text') expect(controls[0]?.tagName).toBe('TEXTAREA');
    // Options still missing a value are left out of a choice question.
    expect(within(preview).queryByText('Sans valeur')).toBeNull();
  });

  it('does follow the label as it is typed and fall back to a placeholder when empty', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    await user.clear(screen.getByLabelText('Label'));
    expect(within(preview).getByRole('textbox', { name: /Your question/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Label'), 'Date d’effet ?');
    expect(within(preview).getByRole('textbox', { name: /Date d’effet/ })).toBeInTheDocument();
  });

  it('does say which answer the question waits for when it has a condition', () => {
    render(<Harness condition={{ questionId: situationQuestion.id, equals: 'couple' }} />);
    expect(
      screen.getByText(`Shown only when “${situationQuestion.label}” is answered “En couple”.`),
    ).toBeInTheDocument();
  });
});
