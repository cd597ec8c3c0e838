import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GammesPage } from '@/features/gammes/pages/gammes-page';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { emptyHistoryReply, listReply, recordReply, validationReply } from '@/test/api-replies';
import { rootUser } from '@/test/auth-test-harness';
import { actudataGammes, providersResponse } from '@/test/catalogue-fixtures';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { chooseRowAction, expectRefusedDelete, rowWith } from '@/test/row-actions';

const rows = actudataGammes.map((gamme, index) => ({
  ...gamme,
  apiPath: index === 0 ? '/v1/tarifs/sante-senior' : null,
  active: index !== 2,
}));
const [senior, , excellence] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/questions/gammes', listReply(rows))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = () =>
  renderSignedInPage(
    '/en/gammes',
    <GammeCacheProvider>
      <GammesPage />
    </GammeCacheProvider>,
  );

const validationError = (fields: { path: string; message: string }[]) =>
  validationReply('/api/questions/gammes', fields);

describe('GammesPage', () => {
  it('does list the lines with their sub-lines marked under them', async () => {
    renderPage();

    const line = await rowWith('SANTE_SENIOR');
    expect(within(line).getByText('/v1/tarifs/sante-senior')).toBeInTheDocument();
    expect(within(line).getByText('Active')).toBeInTheDocument();
    const sub = screen.getByText('SANTE_SENIOR.EXCELLENCE').closest('tr') as HTMLElement;
    expect(within(sub).getByText('sub-line of SANTE_SENIOR')).toBeInTheDocument();
    expect(within(sub).getByText('Inactive')).toBeInTheDocument();
  });

  it('does send the provider type and status filters to the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('SANTE_SENIOR');

    await user.selectOptions(screen.getByLabelText('Provider type'), 'Actudata');
    await user.selectOptions(screen.getByLabelText('Active'), 'Inactive');

    await waitFor(() => {
      const url = network.callsTo('GET', '/api/questions/gammes').at(-1)?.url ?? '';
      expect(url).toContain('providerType=actudata');
      expect(url).toContain('active=false');
    });
  });

  it('does refuse a code of the wrong shape with the translated rule before calling the server', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New product line' }));
    const sheet = await screen.findByRole('dialog', { name: 'New product line' });
    await user.selectOptions(within(sheet).getByLabelText(/Provider type/), 'Actudata');
    await user.type(within(sheet).getByLabelText(/Code/), 'sante senior');
    expect(within(sheet).getByLabelText(/Code/)).toHaveValue('SANTE SENIOR');
    await user.type(within(sheet).getByLabelText(/^Name/), 'Santé');
    await user.click(within(sheet).getByRole('button', { name: 'New product line' }));

    expect(
      await within(sheet).findByText(
        'Use upper-case letters, digits and underscores, with one dot before a sub-line (SANTE_SENIOR.CONFORT).',
      ),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/questions/gammes')).toHaveLength(0);
  });

  it("does show the server's code rule under the code field when it answers 400", async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/questions/gammes',
      validationError([
        { path: 'code', message: 'Create the product line TNS before its sub-line TNS.SOLO.' },
      ]),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New product line' }));
    const sheet = await screen.findByRole('dialog', { name: 'New product line' });
    await user.selectOptions(within(sheet).getByLabelText(/Provider type/), 'Actudata');
    await user.type(within(sheet).getByLabelText(/Code/), 'TNS.SOLO');
    await user.type(within(sheet).getByLabelText(/^Name/), 'Solo');
    await user.click(within(sheet).getByRole('button', { name: 'New product line' }));

    expect(
      await within(sheet).findByText('Create the product line TNS before its sub-line TNS.SOLO.'),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/questions/gammes')[0]?.body).toEqual({
      providerType: 'actudata',
      code: 'TNS.SOLO',
      name: 'Solo',
      description: '',
      active: true,
      apiPath: null,
    });
  });

  it('does prefill a new sub-line from its line', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/questions/gammes',
      recordReply(
        { ...excellence, id: '00000000-0000-4000-8000-000000000009', code: 'SANTE_SENIOR.ZEN' },
        201,
      ),
    );
    renderPage();

    await chooseRowAction(user, 'SANTE_SENIOR', 'Add a sub-line');
    const sheet = await screen.findByRole('dialog', { name: 'New product line' });
    await waitFor(() => expect(within(sheet).getByLabelText(/Provider type/)).toHaveValue('actudata'));
    await user.type(within(sheet).getByLabelText(/Code/), 'ZEN');
    await user.type(within(sheet).getByLabelText(/^Name/), 'Zen');
    await user.click(within(sheet).getByRole('button', { name: 'New product line' }));

    expect(await sentBody(network, 'POST', '/api/questions/gammes')).toMatchObject({
      providerType: 'actudata',
      code: 'SANTE_SENIOR.ZEN',
    });
    expect(await screen.findByText('Product line SANTE_SENIOR.ZEN created.')).toBeInTheDocument();
  });

  it('does keep the code and provider type fixed when a line is edited', async () => {
    const user = userEvent.setup();
    network.on('PUT', `/api/questions/gammes/${senior.id}`, recordReply({ ...senior, active: false }));
    renderPage();

    await user.click(await screen.findByText('SANTE_SENIOR'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit SANTE_SENIOR' });
    expect(within(sheet).getByLabelText(/Code/)).toHaveAttribute('readonly');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    expect(await sentBody(network, 'PUT', `/api/questions/gammes/${senior.id}`)).toEqual({
      providerType: 'actudata',
      code: 'SANTE_SENIOR',
      name: 'Santé Senior',
      description: '',
      active: false,
      apiPath: '/v1/tarifs/sante-senior',
      version: 1,
    });
  });

  it('does show why a line cannot be deleted when the server answers 409', () =>
    expectRefusedDelete(network, renderPage, {
      path: `/api/questions/gammes/${senior.id}`,
      row: 'SANTE_SENIOR',
      reason: 'HAS_SUB_LINES',
      serverMessage:
        'The product line SANTE_SENIOR still has sub-lines (SANTE_SENIOR.CONFORT). Delete them first, or deactivate the line.',
      details: { subLines: ['SANTE_SENIOR.CONFORT'] },
      shown: 'This product line still has sub-lines. Delete them first, or make the line inactive.',
    }));
});
