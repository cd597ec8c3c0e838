import { type AnswerOption, answerOptionsSchema } from '@brokerage/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AnswerOptionsEditor } from '@/features/questions/components/answer-options-editor';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { useZodForm } from '@/ui/form/use-zod-form';

const schema = z
  .object({ answerOptions: answerOptionsSchema })
  .refine((values) => values.answerOptions.length > 0, {
    message: 'A choice question needs at least one answer option.',
    path: ['answerOptions'],
  });

const Harness = ({ initial, onSubmit }: { initial: AnswerOption[]; onSubmit: (values: unknown) => void }) => {
  const form = useZodForm(schema, { answerOptions: initial });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <AnswerOptionsEditor />
      <FormActions />
    </Form>
  );
};

const renderEditor = (initial: AnswerOption[] = []) => {
  const onSubmit = vi.fn();
  render(<Harness initial={initial} onSubmit={onSubmit} />);
  return onSubmit;
};

describe('AnswerOptionsEditor', () => {
  it('does add rows and suggest each value from its label when the label is left', async () => {
    const user = userEvent.setup();
    const onSubmit = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByRole('textbox', { name: 'Label of option 1' }), 'Marié(e)');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Value of option 1' })).toHaveValue('marie-e');

    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByRole('textbox', { name: 'Label of option 2' }), 'Célibataire');
    const value = screen.getByRole('textbox', { name: 'Value of option 2' });
    await user.click(value);
    expect(value).toHaveValue('celibataire');
    await user.clear(value);
    await user.type(value, 'seul');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      answerOptions: [
        { label: 'Marié(e)', value: 'marie-e' },
        { label: 'Célibataire', value: 'seul' },
      ],
    });
  });

  it('does reorder and remove rows with the keyboard-reachable buttons and keep the focus on the moved row', async () => {
    const user = userEvent.setup();
    const onSubmit = renderEditor([
      { label: 'Optique', value: 'optique' },
      { label: 'Dentaire', value: 'dentaire' },
      { label: 'Audition', value: 'audition' },
    ]);
    expect(screen.getByRole('button', { name: 'Move option 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move option 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move option 3 up' }));
    expect(screen.getByRole('button', { name: 'Move option 2 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Label of option 1' })).toHaveValue('Audition');
    // At the top, "up" is disabled: the focus moves to its neighbour rather than being lost.
    expect(screen.getByRole('button', { name: 'Move option 1 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      answerOptions: [
        { label: 'Audition', value: 'audition' },
        { label: 'Dentaire', value: 'dentaire' },
      ],
    });
  });

  it('does name the repeated values as soon as two options share one', async () => {
    const user = userEvent.setup();
    const onSubmit = renderEditor([
      { label: 'Seul', value: 'seul' },
      { label: 'Célibataire', value: '' },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Value of option 2' }), 'seul');
    expect(screen.getByRole('alert')).toHaveTextContent('Each option needs its own value (repeated: seul).');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does ask for at least one option and for the label and value of each when saved incomplete', async () => {
    const user = userEvent.setup();
    const onSubmit = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A choice question needs at least one answer option.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Label of option 1' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
