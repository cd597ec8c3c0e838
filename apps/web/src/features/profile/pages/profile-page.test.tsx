import type { OwnSession, Profile } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { refusalReply } from '@/test/api-replies';
import { testUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';

const profile: Profile = {
  id: 'a1000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Martin',
  email: 'ada@example.com',
  phone: '+33612345678',
  photoURL: null,
  locale: null,
  theme: null,
  version: 3,
};
const session = (overrides: Partial<OwnSession>): OwnSession => ({
  id: '0123456789abcdef0123456789abcdef',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-23T08:00:00.000Z',
  expiresAt: '2026-11-24T08:00:00.000Z',
  ip: '203.0.113.5',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  current: true,
  ...overrides,
});
const phoneSession = session({
  id: 'fedcba9876543210fedcba9876543210',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  current: false,
});

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(testUser)
    .on('GET', '/api/profile', json(200, { data: profile }))
    .on('GET', '/api/auth/me', json(200, { data: testUser }))
    .on('GET', '/api/profile/sessions', json(200, { data: [session({}), phoneSession] })),
);

const renderPage = (security?: string) =>
  renderSignedInPage(
    '/en/profile',
    <ProfilePage securitySection={security ? <p>{security}</p> : undefined} />,
  );

describe('ProfilePage', () => {
  it('does show the profile with the phone read-only, the settings and the sessions', async () => {
    renderPage();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByText('+33612345678').tagName).toBe('OUTPUT');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    const current = (await screen.findByText('This device')).closest('li') as HTMLElement;
    expect(current).toHaveTextContent('Chrome · Windows');
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
  });

  it('does save the name and email with the version loaded', async () => {
    const user = userEvent.setup();
    network.on('PUT', '/api/profile', json(200, { data: { ...profile, firstName: 'Adèle', version: 4 } }));
    renderPage();
    const first = await screen.findByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Adèle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.callsTo('PUT', '/api/profile')).toHaveLength(1));
    expect(network.callsTo('PUT', '/api/profile')[0]?.body).toEqual({
      firstName: 'Adèle',
      lastName: 'Martin',
      email: 'ada@example.com',
      version: 3,
    });
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('does offer to reload when the profile changed meanwhile (409)', async () => {
    const user = userEvent.setup();
    network.on(
      'PUT',
      '/api/profile',
      refusalReply(409, '/api/profile', {
        code: 'STALE_WRITE',
        message: 'Stale',
        details: { current: { ...profile, lastName: 'Durand', version: 5 } },
      }),
    );
    renderPage();
    await user.type(await screen.findByLabelText(/First name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('does save the theme on the account', async () => {
    const user = userEvent.setup();
    network.on('PUT', '/api/profile/preferences', json(200, { data: { ...profile, theme: 'dark' } }));
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Theme'), 'dark');
    await waitFor(() =>
      expect(network.callsTo('PUT', '/api/profile/preferences')[0]?.body).toEqual({ theme: 'dark' }),
    );
    expect(document.documentElement).toHaveClass('dark');
  });

  it('does sign out another session, and everywhere else after confirming', async () => {
    const user = userEvent.setup();
    network
      .on('DELETE', `/api/profile/sessions/${phoneSession.id}`, json(204))
      .on('POST', '/api/profile/sessions/revoke-others', json(200, { data: { revoked: 1 } }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out Chrome · Android' }));
    await waitFor(() =>
      expect(network.callsTo('DELETE', `/api/profile/sessions/${phoneSession.id}`)).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(network.callsTo('POST', '/api/profile/sessions/revoke-others')).toHaveLength(1),
    );
  });

  it('does refuse a file that is not an image before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await screen.findByLabelText(/First name/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(network.callsTo('PUT', '/api/profile/photo')).toHaveLength(0);
  });

  it('does mount the security section it is given', async () => {
    renderPage('Second factor here');
    expect(await screen.findByText('Second factor here')).toBeInTheDocument();
  });
});
