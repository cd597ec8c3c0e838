import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfile } from '@/features/profile/api/get-profile';
import { IdentityForm } from '@/features/profile/components/identity-form';
import { PhotoSection } from '@/features/profile/components/photo-section';
import { PreferencesSection } from '@/features/profile/components/preferences-section';
import { SessionsSection } from '@/features/profile/components/sessions-section';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';

/** The anchors of the page's sections: the avatar menu's "Settings" opens `#preferences`. */
export const PROFILE_SECTIONS = ['identity', 'preferences', 'security', 'sessions'] as const;

export interface ProfilePageProps {
  /**
   * The second factor's section (issue 12, `mfa`): composed in by the app (a feature cannot import another
   * feature's components); nothing is shown without it.
   */
  securitySection?: ReactNode;
}

/**
 * /profile (issue 12): the signed-in user's own name, email, photo; their settings (language, theme), which are
 * the "Settings" of the avatar menu (one page, `#preferences`); their second factor; their sessions.
 */
export const ProfilePage = ({ securitySection }: ProfilePageProps) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { hash } = useLocation();

  // "Settings" lands on its section once the page has drawn it.
  useEffect(() => {
    if (!profile.data || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, profile.data]);

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title={t('profile:title')} description={t('profile:description')} />
      {profile.isPending ? (
        <LoadingLine>{t('profile:loading')}</LoadingLine>
      ) : profile.error ? (
        <LoadFailed message={apiErrorMessage(t, profile.error)} onRetry={() => profile.refetch()} />
      ) : (
        <>
          <div id="identity" className="scroll-mt-20">
            <SectionCard id="profile-identity" title={t('profile:identity.title')}>
              <div className="grid gap-6">
                <PhotoSection profile={profile.data} />
                <IdentityForm key={profile.data.id} profile={profile.data} />
              </div>
            </SectionCard>
          </div>
          <div id="preferences" className="scroll-mt-20">
            <SectionCard id="profile-preferences" title={t('profile:preferences.title')}>
              <PreferencesSection profile={profile.data} />
            </SectionCard>
          </div>
          {securitySection && (
            <div id="security" className="scroll-mt-20">
              {securitySection}
            </div>
          )}
          <div id="sessions" className="scroll-mt-20">
            <SectionCard id="profile-sessions" title={t('profile:sessions.title')}>
              <SessionsSection />
            </SectionCard>
          </div>
        </>
      )}
    </div>
  );
};
