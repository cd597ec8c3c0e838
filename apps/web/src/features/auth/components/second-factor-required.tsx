import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SecondFactorSection } from '@/features/auth/components/second-factor-section';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';

/** The enrolment a user whose role requires a second factor must finish first (components/second-factor-gate.tsx). */
export const SecondFactorRequired = () => {
  const { t } = useTranslation();
  const { reloadUser, logout } = useAuth();
  return (
    <AuthCard
      title={t('mfa:secondFactor.requiredTitle')}
      subtitle={t('errors:MULTI_FACTOR_AUTH_REQUIRED')}
      footer={
        <Button type="button" variant="ghost" size="sm" onClick={() => void logout()}>
          {t('mfa:secondFactor.signOut')}
        </Button>
      }
    >
      <SecondFactorSection onEnrolled={() => void reloadUser()} />
    </AuthCard>
  );
};
