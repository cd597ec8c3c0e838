import { PasswordSection } from '@/features/auth/components/password-section';
import { SecondFactorSection } from '@/features/auth/components/second-factor-section';
import { ProfilePage } from '@/features/profile/pages/profile-page';

/**
 * /profile as the router shows it: the profile feature's page with the sign-in security of the auth feature
 * (the password of the email sign-in, the TOTP second factor) in its security slot. A page that composes
 * features lives in app/ (docs/architecture.md §1).
 */
export const AccountProfilePage = () => (
  <ProfilePage
    securitySection={
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <PasswordSection />
        <SecondFactorSection />
      </div>
    }
  />
);
