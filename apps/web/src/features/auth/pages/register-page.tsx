import { isLocale, registerInputSchema } from '@brokerage/shared';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRegisterAccount } from '@/features/auth/api/register';
import { registrationErrorKey } from '@/features/auth/auth-error-messages';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CodeStep } from '@/features/auth/components/code-step';
import { PhoneStep } from '@/features/auth/components/phone-step';
import { TextField } from '@/features/auth/components/text-field';
import { usePhoneVerification } from '@/features/auth/hooks/use-phone-verification';
import { localizePath } from '@/lib/locale';
import { identitySignOut } from '@/lib/session/api/identity-sign-out';

/** The shared schema without the token, which only exists once the phone is verified. */
const detailsSchema = registerInputSchema.omit({ token: true });
type Details = { firstName: string; lastName: string; email: string };
type DetailErrors = Partial<Record<keyof Details, string>>;

const FIELD_ERRORS: Record<keyof Details, string> = {
  firstName: 'auth:register.invalid.firstName',
  lastName: 'auth:register.invalid.lastName',
  email: 'auth:register.invalid.email',
};

const validate = (details: Details): DetailErrors => {
  const result = detailsSchema.safeParse(details);
  if (result.success) return {};
  const errors: DetailErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Details;
    errors[field] = FIELD_ERRORS[field];
  }
  return errors;
};

/**
 * Access request: name, email and phone, the same two phone steps (purpose 'register'), then the request
 * is filed and waits for an administrator. The identity session it opened is closed again at once: the
 * account cannot sign in before approval.
 */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const locale = isLocale(params.locale) ? params.locale : undefined;
  const register = useRegisterAccount();
  const [details, setDetails] = useState<Details>({ firstName: '', lastName: '', email: '' });
  const [errors, setErrors] = useState<DetailErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const verification = usePhoneVerification({
    purpose: 'register',
    onVerified: async ({ idToken }) => {
      await register.mutateAsync({ token: idToken, ...details });
      void identitySignOut().catch(() => {});
      setSubmitted(true);
    },
    completionErrorKey: registrationErrorKey,
  });

  const loginLink = (
    <Link
      to={localizePath('/login', locale)}
      className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
    >
      {t('auth:register.loginLink')}
    </Link>
  );

  if (submitted) {
    return (
      <AuthCard title={t('auth:register.pendingTitle')}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-emerald-600 dark:text-emerald-400" />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth:register.pendingBody')}</p>
        </div>
        <p className="text-center text-sm">{loginLink}</p>
      </AuthCard>
    );
  }

  const field = (name: keyof Details) => ({
    value: details[name],
    error: errors[name] ? t(errors[name]) : null,
    onChange: (event: { target: { value: string } }) =>
      setDetails((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <AuthCard
      title={t('auth:register.title')}
      subtitle={verification.step === 'phone' ? t('auth:register.subtitle') : undefined}
      footer={
        <p>
          {t('auth:register.haveAccount')} {loginLink}
        </p>
      }
    >
      {verification.step === 'phone' ? (
        <PhoneStep
          verification={verification}
          onSubmit={(captcha) => {
            const found = validate(details);
            setErrors(found);
            if (Object.keys(found).length === 0) void verification.requestCode(captcha);
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth:register.firstName')}
              name="firstName"
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              label={t('auth:register.lastName')}
              name="lastName"
              autoComplete="family-name"
              {...field('lastName')}
            />
          </div>
          <TextField
            label={t('auth:register.email')}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            {...field('email')}
          />
        </PhoneStep>
      ) : (
        <CodeStep verification={verification} />
      )}
    </AuthCard>
  );
};
