import type { CurrentUser, EmailRecord } from '@brokerage/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailsPage } from '@/features/emails/pages/emails-page';
import { conflictReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser, testUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { chooseRowAction, rowWith } from '@/test/row-actions';

const failed: EmailRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  recipient: 'alice@example.fr',
  subject: 'Your documents to sign – Courtage',
  template: 'signature_request',
  locale: 'en',
  status: 'failed',
  attempts: 3,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  messageId: null,
  sentAt: null,
  sale: { id: '22222222-2222-4222-8222-222222222222', number: 'V-2026-000042' },
  createdBy: { id: '44444444-4444-4444-8444-444444444444', name: 'Ada Martin' },
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:05:00.000Z',
};
const queued: EmailRecord = {
  ...failed,
  id: '33333333-3333-4333-8333-333333333333',
  recipient: 'bob@example.fr',
  template: 'documents_sent',
  subject: 'Your pre-contract documents – Courtage',
  status: 'queued',
  attempts: 0,
  lastError: null,
  sale: null,
};

const reader: CurrentUser = {
  ...testUser,
  role: {
    ...testUser.role,
    permissions: { EmailModule: { emails: { 'EmailModule:emails:read': true } } },
  },
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser).on('GET', '/api/emails', listReply([failed, queued])),
);

const renderPage = (path = '/en/emails') => renderSignedInPage(path, <EmailsPage />);

describe('EmailsPage', () => {
  it('does list emails with recipient, subject, template, sale link, status, attempts and error', async () => {
    renderPage();
    // The first render of the file also loads the page's texts: allow it more than the default second.
    await screen.findByText('alice@example.fr', {}, { timeout: 5_000 });
    const row = await rowWith('alice@example.fr');
    expect(within(row).getByText('Your documents to sign – Courtage')).toBeInTheDocument();
    expect(within(row).getByText('Signature request')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'V-2026-000042' })).toHaveAttribute(
      'href',
      '/en/ventes/22222222-2222-4222-8222-222222222222',
    );
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(within(await rowWith('bob@example.fr')).getByText('Queued')).toBeInTheDocument();
    const url = network.callsTo('GET', '/api/emails')[0]?.url ?? '';
    expect(url).toContain('sort=createdAt');
    expect(url).toContain('order=desc');
  });

  it('does filter by status through the query when a status is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowWith('alice@example.fr');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    expect(await screen.findByTestId('location')).toHaveTextContent('status=failed');
    expect(network.callsTo('GET', '/api/emails').at(-1)?.url).toContain('status=failed');
  });

  it('does resend a failed email after confirmation and say so', async () => {
    const user = userEvent.setup();
    network.on('POST', `/api/emails/${failed.id}/resend`, recordReply({ ...failed, status: 'queued' }));
    renderPage();
    await chooseRowAction(user, 'alice@example.fr', 'Resend');
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend this email?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The email to alice@example.fr is queued again.')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/emails/${failed.id}/resend`)).toHaveLength(1);
  });

  it('does show the refusal when the email is already on its way', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `/api/emails/${failed.id}/resend`,
      conflictReply(`/api/emails/${failed.id}/resend`, 'EMAIL_IN_PROGRESS', 'In progress', {
        status: 'sending',
      }),
    );
    renderPage();
    await chooseRowAction(user, 'alice@example.fr', 'Resend');
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend this email?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('This email is still being sent; try again once its delivery has ended.'),
    ).toBeInTheDocument();
  });

  it('does not offer a resend to a user without EmailModule:emails:send', async () => {
    network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user: reader }));
    renderPage();
    const row = await rowWith('alice@example.fr');
    expect(within(row).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });

  it('does not offer a resend for an email still queued', async () => {
    renderPage();
    const row = await rowWith('bob@example.fr');
    expect(within(row).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });
});
