import { type Profile, type UpdateProfileInput, updateProfileInputSchema } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useStaleWriteForm } from '@/ui/stale-write/use-stale-write';

const valuesOf = (profile: Profile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email ?? '',
});

/**
 * The user's own name and email, saved with the version loaded (a stale one opens the reload dialog). The phone
 * is the sign-in identity: shown, not editable.
 */
export const IdentityForm = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const form = useZodForm(updateProfileInputSchema, { ...valuesOf(profile), version: profile.version });
  const save = useUpdateProfile();
  const { version, handleStaleWrite, staleWriteDialog } = useStaleWriteForm<Profile, UpdateProfileInput>(
    profile,
    {
      reset: (values) => form.reset(values),
      toValues: (current) => ({ ...valuesOf(current), version: current.version }),
      fieldLabel: (field) => t(`profile:identity.${field}`, { defaultValue: field }),
    },
  );

  const onSubmit = async (input: ReturnType<typeof updateProfileInputSchema.parse>) => {
    const sent = { ...input, version: version ?? profile.version };
    try {
      const saved = await save.mutateAsync(sent);
      form.reset({ ...valuesOf(saved), version: saved.version });
      toastSuccess(t('profile:identity.saved'));
    } catch (error) {
      if (handleStaleWrite(error, sent)) return;
      if (applyServerErrors(form.setError, error, ['firstName', 'lastName', 'email'])) return;
      toastApiError(t, error);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={t('profile:identity.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('profile:identity.lastName')}
          autoComplete="family-name"
          required
        />
        <TextField name="email" type="email" label={t('profile:identity.email')} autoComplete="email" />
        <div className="grid gap-1">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('profile:identity.phone')}
          </span>
          <output dir="ltr" className="h-10 content-center text-start text-slate-900 dark:text-slate-100">
            {profile.phone}
          </output>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('profile:identity.phoneHint')}
          </span>
        </div>
      </div>
      <FormActions />
      {staleWriteDialog}
    </Form>
  );
};
