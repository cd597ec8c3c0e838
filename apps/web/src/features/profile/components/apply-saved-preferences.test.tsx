import type { Profile } from '@brokerage/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplySavedPreferences } from '@/features/profile/components/apply-saved-preferences';
import { themeStore } from '@/lib/theme';
import { testUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';

const saved: Profile = {
  id: 'a1000000-0000-4000-8000-000000000007',
  firstName: 'Ada',
  lastName: 'Martin',
  email: null,
  phone: '+33612345678',
  photoURL: null,
  locale: null,
  theme: 'dark',
  version: 1,
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(testUser).on('GET', '/api/profile', json(200, { data: saved })),
);

describe('ApplySavedPreferences', () => {
  it('does apply the saved theme once, then leaves a later local choice alone', async () => {
    localStorage.clear();
    themeStore.setTheme('light');
    const first = renderSignedInPage('/en/profile', <ApplySavedPreferences />);
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    first.unmount();

    // The user switches back to light in the header: the next page load keeps it.
    themeStore.setTheme('light');
    renderSignedInPage('/en/profile', <ApplySavedPreferences />);
    await waitFor(() => expect(network.callsTo('GET', '/api/profile').length).toBeGreaterThanOrEqual(2));
    expect(document.documentElement).not.toHaveClass('dark');

    // Saved elsewhere as something new: applied again.
    network.on('GET', '/api/profile', json(200, { data: { ...saved, theme: 'light', locale: 'en' } }));
    themeStore.setTheme('dark');
    renderSignedInPage('/en/profile', <ApplySavedPreferences />);
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
  });
});
