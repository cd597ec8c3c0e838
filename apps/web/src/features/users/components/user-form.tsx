import {
  type CreateUserInput,
  createUserInputSchema,
  formatPhone,
  type UserRecord,
  updateUserInputSchema,
} from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '@/features/users/api/create-user';
import { useUpdateUser } from '@/features/users/api/update-user';
import { UserFields } from '@/features/users/components/user-fields';
import { reportUserFormError } from '@/features/users/components/user-form-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useRecordSave } from '@/ui/list-page/use-record-save';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';

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

/** The edit form's values for a user record (the phone as people write it). */
const editValues = (user: UserRecord) => ({
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

/**
 * PUT /users/{id} (shared updateUserInputSchema); leaving 'active' ends the user's sessions on the server. The
 * save names the version the form loaded; a newer one on the server opens the stale-write dialog.
 */
export const EditUserForm = ({ user, onDone, onCancel }: FormProps & { user: UserRecord }) => {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const save = useRecordSave();
  const [version, setVersion] = useState(user.version);
  const form = useZodForm(updateUserInputSchema, editValues(user));
  const fieldLabels: Record<string, string> = {
    phone: t('users:fields.phone'),
    firstName: t('users:fields.firstName'),
    lastName: t('users:fields.lastName'),
    email: t('users:fields.email'),
    photoURL: t('users:fields.photoURL'),
    status: t('users:fields.status'),
    roleId: t('users:fields.role'),
    companyId: t('users:fields.company'),
    teamId: t('users:fields.team'),
  };
  const { handleStaleWrite, staleWriteDialog } = useStaleWrite<UserRecord>({
    onReload: (current) => {
      setVersion(current.version);
      form.reset(editValues(current));
    },
    fieldLabel: (field) => fieldLabels[field] ?? field,
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      onSubmit={(values) =>
        save(() => update.mutateAsync({ id: user.id, input: { ...values, version } }), {
          success: (saved) => t('users:toast.updated', { name: saved.name }),
          onSaved: onDone,
          onError: (error) => handleStaleWrite(error, values) || reportUserFormError(form.setError, error),
        })
      }
    >
      <UserFields />
      <FormActions sticky onCancel={onCancel} />
      {staleWriteDialog}
    </Form>
  );
};
