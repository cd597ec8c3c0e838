import {
  type CreateUserInput,
  createUserInputSchema,
  formatPhone,
  type UserRecord,
  updateUserInputSchema,
} from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '@/features/users/api/create-user';
import { useUpdateUser } from '@/features/users/api/update-user';
import { UserFields } from '@/features/users/components/user-fields';
import { reportUserFormError } from '@/features/users/components/user-form-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useRecordSave } from '@/ui/list-page/use-record-save';

interface FormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** POST /users: staff invited by an administrator (shared createUserInputSchema). */
export const CreateUserForm = ({ onDone, onCancel }: FormProps) => {
  const { t } = useTranslation();
  const create = useCreateUser();
  const save = useRecordSave();
  const form = useZodForm(createUserInputSchema, {
    phone: '',
    firstName: '',
    lastName: '',
    email: '',
    photoURL: '',
    roleId: '',
    companyId: null,
    teamId: null,
    status: 'active',
  } satisfies CreateUserInput);
  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      onSubmit={(values) =>
        save(() => create.mutateAsync(values), {
          success: (user) => t('users:toast.created', { name: user.name }),
          onSaved: onDone,
          onError: (error) => reportUserFormError(form.setError, error),
        })
      }
    >
      <UserFields />
      <FormActions sticky submitLabel={t('users:actions.create')} onCancel={onCancel} />
    </Form>
  );
};

/** PUT /users/{id} (shared updateUserInputSchema); leaving 'active' ends the user's sessions on the server. */
export const EditUserForm = ({ user, onDone, onCancel }: FormProps & { user: UserRecord }) => {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const save = useRecordSave();
  const form = useZodForm(updateUserInputSchema, {
    phone: formatPhone(user.phone),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    photoURL: user.photoURL ?? '',
    // A pending registration has no role yet: undefined leaves it unchanged rather than failing the uuid check.
    roleId: user.roleId ?? undefined,
    companyId: user.companyId,
    teamId: user.teamId,
    status: user.status,
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      onSubmit={(values) =>
        save(() => update.mutateAsync({ id: user.id, input: values }), {
          success: (saved) => t('users:toast.updated', { name: saved.name }),
          onSaved: onDone,
          onError: (error) => reportUserFormError(form.setError, error),
        })
      }
    >
      <UserFields />
      <FormActions sticky onCancel={onCancel} />
    </Form>
  );
};
