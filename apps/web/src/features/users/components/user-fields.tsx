import { useTranslation } from 'react-i18next';
import { AssignmentFields } from '@/features/users/components/assignment-fields';
import { USER_STATUSES } from '@/features/users/components/user-statuses';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

/** The fields of a user, shared by the create and edit forms (they read the form through its context). */
export const UserFields = () => {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        name="phone"
        type="tel"
        autoComplete="off"
        dir="ltr"
        label={t('users:fields.phone')}
        hint={t('users:hints.phone')}
        required
        className="sm:col-span-2"
      />
      <TextField name="firstName" label={t('users:fields.firstName')} autoComplete="off" required />
      <TextField name="lastName" label={t('users:fields.lastName')} autoComplete="off" required />
      <TextField
        name="email"
        type="email"
        dir="ltr"
        autoComplete="off"
        label={t('users:fields.email')}
        className="sm:col-span-2"
      />
      <TextField
        name="photoURL"
        type="url"
        dir="ltr"
        label={t('users:fields.photoURL')}
        hint={t('users:hints.photoURL')}
        className="sm:col-span-2"
      />
      <AssignmentFields />
      <SelectField
        name="status"
        label={t('users:fields.status')}
        options={USER_STATUSES.map((status) => ({ value: status, label: t(`users:status.${status}`) }))}
        required
      />
    </div>
  );
};
