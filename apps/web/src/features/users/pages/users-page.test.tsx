import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UsersPage } from '@/features/users/pages/users-page';
import { emptyHistoryReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser } from '@/test/auth-test-harness';
import { apiError, fakeNetworkPerTest, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { rowWith } from '@/test/row-actions';
import { acme, agentRole, claire, paris, pendingSam, rootRole } from '@/test/user-fixtures';

const usersReply = (call: { url: string }) =>
  listReply(
    new URL(call.url, 'http://x').searchParams.get('status') === 'pending'
      ? [pendingSam]
      : [claire, pendingSam],
  );

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/users', usersReply)
    .on('GET', '/api/roles', listReply([agentRole, rootRole]))
    .on('GET', '/api/companies', listReply([acme]))
    .on('GET', '/api/teams', listReply([paris]))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = (path = '/en/users') => renderSignedInPage(path, <UsersPage />);

describe('UsersPage', () => {
  it('does list users with initials, phone, role, company, team and status when the page opens', async () => {
    renderPage();
    const row = await rowWith('Claire Dubois');
    expect(within(row).getByText('CD')).toBeInTheDocument();
    expect(within(row).getByText('+33 6 12 34 56 78')).toBeInTheDocument();
    expect(within(row).getByText('agent')).toBeInTheDocument();
    expect(within(row).getByText('Acme Courtage')).toBeInTheDocument();
    expect(within(row).getByText('Paris Nord')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const url = network.callsTo('GET', '/api/users')[0]?.url ?? '';
    expect(url).toContain('relations=company%2Cteam');
    expect(url).toContain('sort=lastName');
  });

  it('does create a user from the sheet with the shared schema output when saved', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/users',
      recordReply({ ...claire, id: '77777777-7777-4777-8777-777777777777' }, 201),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add a user' });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/users?record=new');
    await user.type(await within(sheet).findByLabelText(/^Phone/), '06 12 34 56 78');
    await user.type(within(sheet).getByLabelText(/^First name/), 'Claire');
    await user.type(within(sheet).getByLabelText(/^Last name/), 'Dubois');
    await user.selectOptions(await within(sheet).findByLabelText(/^Role/), 'agent');
    await waitFor(() =>
      expect(within(sheet).getByRole('option', { name: 'Acme Courtage' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(sheet).getByLabelText(/^Company/), 'Acme Courtage');
    await user.selectOptions(within(sheet).getByLabelText(/^Team/), 'Paris Nord');
    // Root may grant root; the option is there.
    expect(within(sheet).getByRole('option', { name: 'root' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Add user' }));

    expect(await sentBody(network, 'POST', '/api/users')).toEqual({
      phone: '+33612345678',
      firstName: 'Claire',
      lastName: 'Dubois',
      email: '',
      photoURL: '',
      roleId: agentRole.id,
      companyId: acme.id,
      teamId: paris.id,
      status: 'active',
    });
    expect(await screen.findByText('Claire Dubois was added.')).toBeInTheDocument();
  });

  it('does show a duplicate phone under the phone field when the server answers 409', async () => {
    const user = userEvent.setup();
    network.on('POST', '/api/users', apiError(409, 'PHONE_ALREADY_REGISTERED', 'taken', '/api/users'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add a user' });
    await user.type(await within(sheet).findByLabelText(/^Phone/), '0612345678');
    await user.type(within(sheet).getByLabelText(/^First name/), 'A');
    await user.type(within(sheet).getByLabelText(/^Last name/), 'B');
    await user.selectOptions(await within(sheet).findByLabelText(/^Role/), 'agent');
    await user.click(within(sheet).getByRole('button', { name: 'Add user' }));
    expect(await within(sheet).findByText('This phone number is already registered.')).toBeInTheDocument();
    expect(within(sheet).getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('does show an email another user holds under the email field when the server answers 409', async () => {
    const user = userEvent.setup();
    network.on('POST', '/api/users', apiError(409, 'EMAIL_ALREADY_IN_USE', 'taken', '/api/users'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add a user' });
    await user.type(await within(sheet).findByLabelText(/^Phone/), '0612345678');
    await user.type(within(sheet).getByLabelText(/^First name/), 'A');
    await user.type(within(sheet).getByLabelText(/^Last name/), 'B');
    await user.type(within(sheet).getByLabelText(/^Email/), 'claire.dubois@example.com');
    await user.selectOptions(await within(sheet).findByLabelText(/^Role/), 'agent');
    await user.click(within(sheet).getByRole('button', { name: 'Add user' }));
    expect(
      await within(sheet).findByText('This email address is already used by another account.'),
    ).toBeInTheDocument();
    expect(within(sheet).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('does list pending registrations and approve one with a role when the tab is used', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `/api/users/${pendingSam.id}/approve`,
      recordReply({ ...pendingSam, status: 'active', roleId: agentRole.id }),
    );
    renderPage();
    await user.click(await screen.findByRole('tab', { name: /Pending approval/ }));
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/users').some((call) => call.url.includes('status=pending'))).toBe(
        true,
      ),
    );
    const row = await rowWith('Sam Martin');
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const sheet = await screen.findByRole('dialog', { name: 'Approve Sam Martin' });
    await user.selectOptions(await within(sheet).findByLabelText(/^Role/), 'agent');
    await user.click(within(sheet).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(network.callsTo('POST', `/api/users/${pendingSam.id}/approve`)).toHaveLength(1),
    );
    expect(network.callsTo('POST', `/api/users/${pendingSam.id}/approve`)[0]?.body).toEqual({
      roleId: agentRole.id,
      companyId: null,
      teamId: null,
    });
    expect(await screen.findByText('Sam Martin was approved.')).toBeInTheDocument();
  });

  it('does delete a user only after confirmation', async () => {
    const user = userEvent.setup();
    network.on('DELETE', `/api/users/${claire.id}`, { status: 204 });
    renderPage();
    const row = await rowWith('Claire Dubois');
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Claire Dubois?' });
    expect(network.callsTo('DELETE', `/api/users/${claire.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(network.callsTo('DELETE', `/api/users/${claire.id}`)).toHaveLength(1));
    expect(await screen.findByText('Claire Dubois was deleted.')).toBeInTheDocument();
  });

  it('does show Permission Denied with the path when the server answers 403', async () => {
    network.on('GET', '/api/users', apiError(403, 'FORBIDDEN', 'Forbidden resource', '/api/users'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.getByText('/api/users')).toBeInTheDocument();
    expect(screen.getByText('The server answered: "Forbidden resource"')).toBeInTheDocument();
    // A page the user may not open offers nothing to click.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('does open the user named in the URL, even when it is not on the page', async () => {
    const other = { ...claire, id: '99999999-9999-4999-8999-999999999999', name: 'Zoé Leroy' };
    network.on('GET', `/api/users/${other.id}`, recordReply(other));
    renderPage(`/en/users?record=${other.id}`);
    const sheet = await screen.findByRole('dialog', { name: 'Edit Zoé Leroy' });
    expect(await within(sheet).findByLabelText(/^First name/)).toHaveValue(claire.firstName);
    expect(network.callsTo('GET', `/api/users/${other.id}`)).toHaveLength(1);
  });

  it('does open a row in the URL and close it without a request when nothing changed', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowWith('Claire Dubois');
    await user.click(row);
    const sheet = await screen.findByRole('dialog', { name: 'Edit Claire Dubois' });
    expect(screen.getByTestId('location')).toHaveTextContent(`/en/users?record=${claire.id}`);
    await user.click(await within(sheet).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/\/en\/users$/);
    expect(network.callsTo('GET', `/api/users/${claire.id}`)).toHaveLength(0);
  });
});
