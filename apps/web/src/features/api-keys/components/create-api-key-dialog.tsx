import { type CreatedApiKey, calendarDate, createApiKeyInputSchema } from '@brokerage/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateApiKey } from '@/features/api-keys/api/api-key-queries';
import { grantablePermissions } from '@/features/api-keys/components/grantable-permissions';
import { PermissionPicker } from '@/features/api-keys/components/permission-picker';
import { SecretPanel } from '@/features/api-keys/components/secret-panel';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { applyServerErrors, serverFieldErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';

/** The form's values: the expiry is a day, the key then works until the end of it (the user's time). */
const formSchema = z.object({
  name: createApiKeyInputSchema.shape.name,
  expiresOn: calendarDate(),
  permissions: createApiKeyInputSchema.shape.permissions,
});

const DAY_MS = 86_400_000;
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** Creates a key, then shows its secret once; closing the dialog forgets it. */
export const CreateApiKeyDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const groups = useMemo(() => grantablePermissions(user), [user]);
  const today = new Date();
  const form = useZodForm(formSchema, {
    name: '',
    expiresOn: isoDay(new Date(today.getTime() + 90 * DAY_MS)),
    permissions: [],
  });
  const close = () => {
    setCreated(null);
    form.reset();
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        {/* Side padding equals the sticky form bar's, which sits flush at the bottom while the permissions scroll. */}
        <Dialog.Content className="fixed inset-x-4 top-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col overflow-y-auto rounded-lg border border-slate-200 bg-white px-4 pt-5 shadow-xl sm:px-6 sm:top-10 sm:bottom-auto sm:max-h-[calc(100vh-5rem)] dark:border-slate-800 dark:bg-slate-900">
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {created ? t('api-keys:secret.title', { name: created.data.name }) : t('api-keys:create.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
            {created ? t('api-keys:secret.description') : t('api-keys:create.description')}
          </Dialog.Description>
          {created ? (
            <div className="pb-5">
              <SecretPanel secret={created.secret} onDone={close} />
            </div>
          ) : (
            <Form
              form={form}
              className="flex flex-col gap-4"
              onSubmit={async (values) => {
                try {
                  const result = await create.mutateAsync({
                    name: values.name,
                    expiresAt: endOfDay(values.expiresOn),
                    permissions: values.permissions,
                  });
                  toastSuccess(t('api-keys:toast.created', { name: result.data.name }));
                  setCreated(result);
                } catch (error) {
                  const expiry = serverFieldErrors(error).find((failure) => failure.path === 'expiresAt');
                  if (expiry) form.setError('expiresOn', { type: 'server', message: expiry.message });
                  if (!applyServerErrors(form.setError, error, ['name', 'permissions']) && !expiry) {
                    toastApiError(t, error);
                  }
                }
              }}
            >
              <TextField name="name" label={t('api-keys:fields.name')} required maxLength={100} />
              <TextField
                name="expiresOn"
                type="date"
                label={t('api-keys:fields.expiresAt')}
                hint={t('api-keys:create.expiryHint')}
                required
                min={isoDay(new Date(today.getTime() + DAY_MS))}
                max={isoDay(new Date(today.getTime() + 365 * DAY_MS))}
              />
              <PermissionPicker
                name="permissions"
                legend={t('api-keys:fields.permissions')}
                hint={t('api-keys:create.permissionsHint')}
                groups={groups}
              />
              <FormActions submitLabel={t('api-keys:actions.create')} onCancel={close} sticky />
            </Form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
