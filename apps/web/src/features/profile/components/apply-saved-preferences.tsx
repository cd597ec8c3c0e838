import type { Profile } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { useTheme } from '@/lib/theme';
import { useChangeLanguage } from '@/ui/use-change-language';

const APPLIED_KEY = 'brokerage.appliedPreferences';

type Saved = Pick<Profile, 'locale' | 'theme'>;

const appliedKeyOf = (userId: string) => `${APPLIED_KEY}.${userId}`;

const readApplied = (userId: string): string | null => {
  try {
    return localStorage.getItem(appliedKeyOf(userId));
  } catch {
    // Blocked storage: the preferences are applied on every load instead of once per change.
    return null;
  }
};

const writeApplied = (userId: string, value: string): void => {
  try {
    localStorage.setItem(appliedKeyOf(userId), value);
  } catch {
    // See readApplied.
  }
};

/**
 * Applies the language and theme saved on the user (issue 12) when this browser has not applied them yet: at
 * the first sign-in on a device, and after they were changed elsewhere. The theme goes through the theme store,
 * the language through the shell's language switch (same page under the saved locale, then a reload). A switch
 * made afterwards in the header is then respected until the saved preferences change again. Renders nothing.
 */
export const ApplySavedPreferences = () => {
  const profile = useQuery({ ...profileQueryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const { theme, setTheme } = useTheme();
  const { current, changeLanguage } = useChangeLanguage();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !profile.data) return;
    done.current = true;
    const saved: Saved = { locale: profile.data.locale, theme: profile.data.theme };
    if (!saved.locale && !saved.theme) return;
    const fingerprint = JSON.stringify(saved);
    if (readApplied(profile.data.id) === fingerprint) return;
    writeApplied(profile.data.id, fingerprint);
    if (saved.theme && saved.theme !== theme) setTheme(saved.theme);
    if (saved.locale && saved.locale !== current) changeLanguage(saved.locale);
  }, [profile.data, theme, setTheme, current, changeLanguage]);

  return null;
};
