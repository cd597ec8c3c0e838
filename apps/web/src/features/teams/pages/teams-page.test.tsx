import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TeamsPage } from '@/features/teams/pages/teams-page';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { emptyHistoryReply, listReply, recordReply, refusalReply } from '@/test/api-replies';
import { rootUser } from '@/test/auth-test-harness';
import { actudataGammes, providersResponse } from '@/test/catalogue-fixtures';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { expectRefusedDelete, rowWith } from '@/test/row-actions';
import { savedRecord } from '@/test/saved-record';

const acme = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Courtage' };
const nova = { id: '33333333-3333-4333-8333-333333333333', name: 'Nova' };
const company = (ref: { id: string; name: string }, providerTypes: string[]) => ({
  ...ref,
  providerTypes,
  ...savedRecord,
});
const seniors = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Seniors Paris',
  companyId: acme.id,
  company: acme,
  providerType: 'actudata',
  gammeAssignments: [{ providerType: 'actudata', gammes: ['HOSPI_PLUS', 'SANTE_SENIOR.CONFORT'] }],
  ...savedRecord,
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/insurance/providers/actudata/gammes', recordReply(actudataGammes))
    .on('GET', '/api/insurance/providers/mutuelle-atlas/gammes', recordReply([]))
    .on(
      'GET',
      '/api/companies',
      listReply([company(acme, ['actudata', 'mutuelle-atlas']), company(nova, ['mutuelle-atlas'])], {
        pageSize: 100,
      }),
    )
    .on('GET', `/api/companies/${acme.id}/provider-types`, recordReply(['actudata', 'mutuelle-atlas']))
    .on('GET', `/api/companies/${nova.id}/provider-types`, recordReply(['mutuelle-atlas']))
    .on('GET', '/api/teams', listReply([seniors]))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = (path = '/en/teams') =>
  renderSignedInPage(
    path,
    <GammeCacheProvider>
      <TeamsPage />
    </GammeCacheProvider>,
  );

describe('TeamsPage', () => {
  it('does list each team with its company, provider type and number of gammes', async () => {
    renderPage();

    const row = await rowWith('Seniors Paris');
    expect(within(row).getByText('Acme Courtage')).toBeInTheDocument();
    expect(await within(row).findByText('Actudata')).toBeInTheDocument();
    expect(within(row).getByTitle('actudata: HOSPI_PLUS, SANTE_SENIOR.CONFORT')).toHaveTextContent('2');
  });

  it('does send the company and provider type filters to the server when they are chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Seniors Paris');

    await user.selectOptions(screen.getByLabelText('Company'), 'Nova');
    await user.selectOptions(screen.getByLabelText('Provider type'), 'Mutuelle Atlas');

    await waitFor(() => {
      const last = network.callsTo('GET', '/api/teams').at(-1)?.url ?? '';
      expect(last).toContain(`companyId=${nova.id}`);
      expect(last).toContain('providerType=mutuelle-atlas');
    });
  });

  it('does offer only the provider types of the chosen company', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New team' }));
    const sheet = await screen.findByRole('dialog', { name: 'New team' });
    await user.selectOptions(await within(sheet).findByLabelText(/Company/), 'Nova');

    // Nova sells one provider type: it is chosen for the user.
    await waitFor(() => expect(within(sheet).getByLabelText(/Provider type/)).toHaveValue('mutuelle-atlas'));
    const options = within(within(sheet).getByLabelText(/Provider type/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No provider type', 'Mutuelle Atlas']);
  });

  it('does create a team with one whole line and one single sub-line as normalised assignments', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/teams',
      recordReply({ ...seniors, id: '44444444-4444-4444-8444-444444444444', name: 'Lyon' }, 201),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New team' }));
    const sheet = await screen.findByRole('dialog', { name: 'New team' });
    await user.type(await within(sheet).findByLabelText(/Name/), 'Lyon');
    await user.selectOptions(within(sheet).getByLabelText(/Company/), 'Acme Courtage');
    await waitFor(() =>
      expect(within(within(sheet).getByLabelText(/Provider type/)).getAllByRole('option')).toHaveLength(3),
    );
    await user.selectOptions(within(sheet).getByLabelText(/Provider type/), 'Actudata');

    await user.click(await within(sheet).findByRole('checkbox', { name: /Hospi Plus/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Show Santé Senior' }));
    await user.click(within(sheet).getByRole('checkbox', { name: /Excellence/ }));
    await user.click(within(sheet).getByRole('button', { name: 'New team' }));

    expect(await sentBody(network, 'POST', '/api/teams')).toEqual({
      name: 'Lyon',
      companyId: acme.id,
      providerType: 'actudata',
      selectedGammes: { actudata: ['HOSPI_PLUS', 'SANTE_SENIOR.EXCELLENCE'] },
      gammeAssignments: [{ providerType: 'actudata', gammes: ['HOSPI_PLUS', 'SANTE_SENIOR.EXCELLENCE'] }],
    });
    expect(await screen.findByText('Team Lyon created.')).toBeInTheDocument();
  });

  it('does save the gamme changes through the add and remove endpoints, keeping other provider types', async () => {
    const user = userEvent.setup();
    const held = {
      ...seniors,
      gammeAssignments: [...seniors.gammeAssignments, { providerType: 'vita', gammes: ['V1'] }],
    };
    network
      .on('GET', '/api/teams', listReply([held]))
      .on('PUT', `/api/teams/${seniors.id}`, recordReply(held))
      // After each gamme call the form reads the team again, for the version the next call names.
      .on('GET', `/api/teams/${seniors.id}`, recordReply(held))
      .on('DELETE', `/api/teams/${seniors.id}/gammes/actudata/SANTE_SENIOR.CONFORT`, recordReply([]))
      .on('POST', `/api/teams/${seniors.id}/gammes/actudata/SANTE_SENIOR`, recordReply([]));
    renderPage();

    await user.click(await screen.findByText('Seniors Paris'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Seniors Paris' });
    // The line held one sub-line at a time is open; checking it makes it whole.
    const line = await within(sheet).findByRole('checkbox', { name: /Santé Senior/ });
    expect(line).toBePartiallyChecked();
    await user.click(line);
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(network.callsTo('POST', `/api/teams/${seniors.id}/gammes/actudata/SANTE_SENIOR`)).toHaveLength(
        1,
      ),
    );
    // The team's own fields only: no assignment list that would replace the other provider types'.
    expect(network.callsTo('PUT', `/api/teams/${seniors.id}`)[0]?.body).toEqual({
      name: 'Seniors Paris',
      companyId: acme.id,
      providerType: 'actudata',
      version: 1,
    });
    const [removal] = network.callsTo(
      'DELETE',
      `/api/teams/${seniors.id}/gammes/actudata/SANTE_SENIOR.CONFORT`,
    );
    // Each gamme call names the version it follows, so a colleague's change in between is a 409.
    expect(removal?.headers['If-Match']).toBe('"1"');
    // HOSPI_PLUS is kept: nothing is sent for it, nor for the vita line.
    expect(
      network.calls.filter((call) => call.url.includes('HOSPI_PLUS') || call.url.includes('/vita/')),
    ).toEqual([]);
  });

  it('does open the conflict dialog, not a toast, when someone saved the team in between (409 STALE_WRITE)', async () => {
    const user = userEvent.setup();
    const theirs = { ...seniors, name: 'Seniors Lyon', version: 2 };
    network.on(
      'PUT',
      `/api/teams/${seniors.id}`,
      refusalReply(409, `/api/teams/${seniors.id}`, {
        code: 'STALE_WRITE',
        message: 'The record changed since it was read.',
        details: { current: theirs },
      }),
    );
    renderPage();

    await user.click(await screen.findByText('Seniors Paris'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Seniors Paris' });
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' });
    await user.click(within(dialog).getByRole('button', { name: 'Review differences' }));
    expect(within(dialog).getByRole('row', { name: /Name/ })).toHaveTextContent('Seniors Lyon');
    await user.click(within(dialog).getByRole('button', { name: 'Reload the record' }));
    expect(within(sheet).getByRole('textbox', { name: /Name/ })).toHaveValue('Seniors Lyon');
  });

  it('does show why a team cannot be deleted when the server answers 409', () =>
    expectRefusedDelete(network, renderPage, {
      path: `/api/teams/${seniors.id}`,
      row: 'Seniors Paris',
      reason: 'HAS_MEMBERS',
      serverMessage: 'The team Seniors Paris still has 3 member(s); move them first.',
      shown: 'This team still has members. Move them first.',
    }));
});
