import {
  type CreateRoleInput,
  createRoleInputSchema,
  ROOT_ROLE_NAME,
  type RoleRecord,
  updateRoleInputSchema,
} from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { ShieldCheck } from 'lucide-react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateRole } from '@/features/roles/api/create-role';
import { useUpdateRole } from '@/features/roles/api/update-role';
import { RoleFields } from '@/features/roles/components/role-fields';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useRecordForm } from '@/ui/list-page/use-record-form';
import { useRecordSave } from '@/ui/list-page/use-record-save';

interface FormProps {
  onDone: () => void;
  onCancel: () => void;
}

const NAME_REASONS = new Set(['ROLE_NAME_TAKEN', 'ROLE_NAME_RESERVED']);

/** A taken or reserved name lands on the name field, other failures on their fields; false when neither. */
const showRoleFormError = <T extends FieldValues>(
  t: TFunction,
  setError: UseFormSetError<T>,
  error: unknown,
): boolean => {
  const reason =
    error instanceof ApiError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  if (typeof reason === 'string' && NAME_REASONS.has(reason)) {
    setError('name' as never, { type: 'server', message: t(`refusals:${reason}`) }, { shouldFocus: true });
    return true;
  }
  return applyServerErrors(setError, error);
};

export const isRootRole = (role: Pick<RoleRecord, 'name'>) =>
  role.name.trim().toLowerCase() === ROOT_ROLE_NAME;

export const CreateRoleForm = ({ onDone, onCancel }: FormProps) => {
  const { t } = useTranslation();
  const create = useCreateRole();
  const save = useRecordSave();
  const form = useZodForm(createRoleInputSchema, {
    name: '',
    description: '',
    dataScope: 'own',
    permissions: {},
    requireSecondFactor: false,
  } satisfies CreateRoleInput);
  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      onSubmit={(values) =>
        save(() => create.mutateAsync(values), {
          success: (role) => t('roles:toast.created', { name: role.name }),
          onSaved: onDone,
          onError: (error) => showRoleFormError(t, form.setError, error),
        })
      }
    >
      <RoleFields />
      <FormActions sticky submitLabel={t('roles:actions.create')} onCancel={onCancel} />
    </Form>
  );
};

const roleValues = (role: RoleRecord) => ({
  name: role.name,
  description: role.description,
  dataScope: role.dataScope,
  permissions: role.permissions,
  requireSecondFactor: role.requireSecondFactor,
});

const ROLE_FIELDS = ['name', 'description', 'dataScope', 'requireSecondFactor', 'permissions'] as const;

/** Edits a role; the root role is shown read-only (it has every permission and cannot change). */
export const EditRoleForm = ({
  role,
  onDone,
  onCancel,
  readOnly: viewOnly = false,
}: FormProps & { role: RoleRecord; readOnly?: boolean }) => {
  const { t } = useTranslation();
  const update = useUpdateRole();
  const root = isRootRole(role);
  const readOnly = root || viewOnly;
  const { form, version, save, staleWriteDialog } = useRecordForm(updateRoleInputSchema, {
    record: role,
    defaultValues: roleValues(role),
    toValues: roleValues,
    fieldLabel: (field) =>
      ROLE_FIELDS.find((known) => known === field)
        ? t(`roles:fields.${field as (typeof ROLE_FIELDS)[number]}`)
        : field,
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-5"
      onSubmit={async (values) => {
        if (readOnly) return;
        await save(values, () => update.mutateAsync({ id: role.id, input: { ...values, version } }), {
          success: (saved) => t('roles:toast.updated', { name: saved.name }),
          onSaved: onDone,
          onError: (error) => showRoleFormError(t, form.setError, error),
        });
      }}
    >
      {root && (
        <p className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-100">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('roles:rootNotice')}
        </p>
      )}
      <RoleFields readOnly={readOnly} everything={root} />
      {!readOnly && <FormActions sticky onCancel={onCancel} />}
      {staleWriteDialog}
    </Form>
  );
};
