import { createUserInputSchema } from '@brokerage/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';

const ROLE_ID = '00000000-0000-4000-8000-000000000001';

const UserForm = ({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> | unknown }) => {
  const form = useZodForm(createUserInputSchema, {
    phone: '',
    firstName: '',
    lastName: '',
    email: '',
    roleId: '',
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          if (!applyServerErrors(form.setError, error)) throw error;
        }
      }}
    >
      <TextField name="phone" label="Phone" type="tel" required />
      <TextField name="firstName" label="First name" required />
      <TextField name="lastName" label="Last name" hint="As on the ID card" required />
      <TextField name="email" label="Email" type="email" />
      <SelectField
        name="roleId"
        label="Role"
        placeholder="Choose a role"
        options={[{ value: ROLE_ID, label: 'Agent' }]}
      />
      <FormActions submitLabel="Create" />
    </Form>
  );
};

describe('form fields', () => {
  it('does show translated messages for each invalid field when the form is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<UserForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Phone*'), '12');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('This phone number is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name*')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Last name*')).toHaveAccessibleDescription(
      'As on the ID card This field is required.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does submit the schema output (E.164 phone, default status) when the values are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<UserForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Phone*'), '06 12 34 56 78');
    await user.type(screen.getByLabelText('First name*'), ' Ada ');
    await user.type(screen.getByLabelText('Last name*'), 'Martin');
    await user.selectOptions(screen.getByLabelText('Role'), 'Agent');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      phone: '+33612345678',
      firstName: 'Ada',
      status: 'active',
      roleId: ROLE_ID,
    });
  });

  it('does put the server field errors on their fields when the API refuses the input', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The request is invalid.',
        path: '/api/users',
        details: {
          fields: [
            { path: 'roleId', message: 'This role does not exist.' },
            { path: 'phone', message: 'INVALID_PHONE_NUMBER' },
          ],
        },
      }),
    );
    render(<UserForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Phone*'), '0612345678');
    await user.type(screen.getByLabelText('First name*'), 'Ada');
    await user.type(screen.getByLabelText('Last name*'), 'Martin');
    await user.selectOptions(screen.getByLabelText('Role'), 'Agent');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This role does not exist.')).toBeInTheDocument();
    expect(screen.getByText('This phone number is not valid.')).toBeInTheDocument();
  });
});

describe('applyServerErrors', () => {
  const conflict = new ApiError({ status: 409, code: 'CONFLICT', message: 'x', path: '/api/users' });
  const invalid = new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'x',
    path: '/api/users',
    details: {
      fields: [
        { path: 'name', message: 'Too long' },
        { path: 'other', message: 'Nope' },
      ],
    },
  });

  it('does report false when the error names no field', () => {
    const setError = vi.fn();
    expect(applyServerErrors(setError, conflict)).toBe(false);
    expect(applyServerErrors(setError, new Error('x'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('does map only the listed fields when a list is given', () => {
    const setError = vi.fn();
    expect(applyServerErrors(setError, invalid, ['name'])).toBe(true);
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'Too long' },
      { shouldFocus: true },
    );
  });
});

const schema = z.object({ name: z.string().max(3), agree: z.boolean().refine((value) => value) });
const Small = ({ onSubmit }: { onSubmit: () => void }) => {
  const form = useZodForm(schema, { name: '', agree: false });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="name" label="Name" />
      <CheckboxField name="agree" label="I agree" />
      <FormActions />
    </Form>
  );
};

describe('CheckboxField and limits', () => {
  it('does translate a length limit with its value and a failed check when submitted', async () => {
    const user = userEvent.setup();
    render(<Small onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter no more than 3 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('This value is not valid.');
  });
});
