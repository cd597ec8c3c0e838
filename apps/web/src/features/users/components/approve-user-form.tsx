import { approveUserInputSchema, type UserRecord } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useApproveUser } from '@/features/users/api/approve-user';
import { AssignmentFields } from '@/features/users/components/assignment-fields';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useRecordSave } from '@/ui/list-page/use-record-save';

/** POST /users/{id}/approve: the pending registration gets a role (and a company and team) and becomes active. */
export const ApproveUserForm = ({
  user,
  onDone,
  onCancel,
}: {
  user: UserRecord;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const approve = useApproveUser();
  const save = useRecordSave();
  const form = useZodForm(approveUserInputSchema, {
    roleId: user.roleId ?? '',
    companyId: user.companyId,
    teamId: user.teamId,
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      onSubmit={(values) =>
        save(() => approve.mutateAsync({ id: user.id, input: values }), {
          success: (approved) => t('users:toast.approved', { name: approved.name }),
          onSaved: onDone,
          onError: (error) => applyServerErrors(form.setError, error),
        })
      }
    >
      <div className="grid grid-cols-1 gap-4">
        <AssignmentFields />
      </div>
      <FormActions sticky submitLabel={t('users:actions.approve')} onCancel={onCancel} />
    </Form>
  );
};
