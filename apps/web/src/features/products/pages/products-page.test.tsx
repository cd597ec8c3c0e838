import { buildPermissionsMap, type CurrentUser } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductsPage } from '@/features/products/pages/products-page';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { emptyHistoryReply, listReply, recordReply, validationReply } from '@/test/api-replies';
import { rootUser, testUser } from '@/test/auth-test-harness';
import { providersResponse } from '@/test/catalogue-fixtures';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { confort, grid, hospi, productGammes } from '@/test/product-fixtures';
import { deleteFromRow, rowWith } from '@/test/row-actions';

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/products', listReply([confort, hospi]))
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/insurance/providers/actudata/gammes', recordReply(productGammes))
    .on('GET', '/api/insurance/providers/mutuelle-atlas/gammes', recordReply([]))
    .on('GET', `/api/products/${confort.id}`, recordReply(confort))
    .on('GET', `/api/products/${confort.id}/tariffs`, json(200, { data: grid, currency: 'EUR' }))
    .on('GET', '/api/products/zones', json(200, { data: [{ departement: '75', zone: 2 }], defaultZone: 1 }))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const pricer: CurrentUser = {
  ...testUser,
  role: { ...testUser.role, permissions: buildPermissionsMap(['VenteModule:produits:quote']) },
};

const renderPage = (path = '/en/produits') =>
  renderSignedInPage(
    path,
    <GammeCacheProvider>
      <ProductsPage />
    </GammeCacheProvider>,
  );

const validationError = (fields: { path: string; message: string }[]) =>
  validationReply('/api/products', fields);

const openCreateSheet = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'New product' }));
  const sheet = await screen.findByRole('dialog', { name: 'New product' });
  await user.selectOptions(
    await within(sheet).findByRole('combobox', { name: /^Provider type/ }),
    'Actudata',
  );
  const gamme = within(sheet).getByRole('combobox', { name: /^Product line/ });
  await within(gamme).findByRole('option', { name: /Confort \(SANTE_SENIOR.CONFORT\)/ });
  await user.selectOptions(gamme, 'SANTE_SENIOR.CONFORT');
  return sheet;
};

describe('ProductsPage', () => {
  it('does list the products with their product line, level, grid size and status when the page opens', async () => {
    renderPage();
    const row = await rowWith('Senior Confort');
    expect(within(row).getByText('SENIOR_CONFORT')).toBeInTheDocument();
    expect(await within(row).findByText('Confort')).toBeInTheDocument();
    expect(within(row).getByText('24')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const other = await rowWith('Hospi Essentiel');
    expect(within(other).getByText('No tariff grid')).toBeInTheDocument();
    expect(within(other).getByText('Inactive')).toBeInTheDocument();
  });

  it('does send the provider type and product line filters to the server when they are chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowWith('Senior Confort');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider type' }), 'Actudata');
    const gammeFilter = screen.getByRole('combobox', { name: 'Product line' });
    await within(gammeFilter).findByRole('option', { name: /Santé Senior \(SANTE_SENIOR\)/ });
    await user.selectOptions(gammeFilter, 'SANTE_SENIOR');
    await waitFor(() => {
      const url = new URL(network.callsTo('GET', '/api/products').at(-1)?.url ?? '', 'http://x');
      expect(url.searchParams.get('providerType')).toBe('actudata');
      expect(url.searchParams.get('gammeCode')).toBe('SANTE_SENIOR');
    });

    // Another provider type: the product line, one provider's, goes in the same change.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider type' }), 'mutuelle-atlas');
    await waitFor(() => {
      const url = new URL(network.callsTo('GET', '/api/products').at(-1)?.url ?? '', 'http://x');
      expect(url.searchParams.get('providerType')).toBe('mutuelle-atlas');
      expect(url.searchParams.has('gammeCode')).toBe(false);
    });
  });

  it('does translate the code rule and send nothing when the code has the wrong shape', async () => {
    const user = userEvent.setup();
    renderPage();
    const sheet = await openCreateSheet(user);
    await user.type(within(sheet).getByLabelText(/^Code/), 'senior new');
    await user.type(within(sheet).getByLabelText(/^Name/), 'Senior New');
    await user.click(within(sheet).getByRole('button', { name: 'New product' }));
    expect(within(sheet).getByLabelText(/^Code/)).toHaveAccessibleDescription(
      expect.stringContaining('Use upper-case letters, digits, hyphens and underscores (ESS_CONFORT).'),
    );
    expect(network.callsTo('POST', '/api/products')).toHaveLength(0);
  });

  it('does put the server field errors on the editor fields when the API refuses the product', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/products',
      validationError([
        { path: 'gammeCode', message: 'Unknown product line SANTE_SENIOR.CONFORT for actudata.' },
        { path: 'guarantees.0.value', message: 'This value is refused by the server.' },
      ]),
    );
    renderPage();
    const sheet = await openCreateSheet(user);
    await user.type(within(sheet).getByLabelText(/^Code/), 'SENIOR_NEW');
    await user.type(within(sheet).getByLabelText(/^Name/), 'Senior New');
    await user.click(within(sheet).getByRole('button', { name: 'Add a guarantee' }));
    const row = within(sheet).getByRole('group', { name: 'Guarantee 1' });
    await user.selectOptions(within(row).getByLabelText('Category'), 'Dental');
    await user.type(within(row).getByLabelText('Label'), 'Implants');
    await user.type(within(row).getByLabelText('Value'), '500 € / an');
    await user.click(within(sheet).getByRole('button', { name: 'New product' }));

    expect(await sentBody(network, 'POST', '/api/products')).toMatchObject({
      providerType: 'actudata',
      gammeCode: 'SANTE_SENIOR.CONFORT',
      code: 'SENIOR_NEW',
      level: 1,
      guarantees: [{ category: 'dental', label: 'Implants', value: '500 € / an' }],
      pricingRules: { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 0 },
    });
    expect(
      await within(sheet).findByText('Unknown product line SANTE_SENIOR.CONFORT for actudata.'),
    ).toBeInTheDocument();
    expect(within(row).getByLabelText('Value')).toHaveAccessibleDescription(
      'This value is refused by the server.',
    );
  });

  it('does save the guarantees in their new order when a row is moved up', async () => {
    const user = userEvent.setup();
    network.on('PUT', `/api/products/${confort.id}`, recordReply(confort));
    renderPage();
    await user.click(await rowWith('Senior Confort'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Senior Confort' });
    await user.click(within(sheet).getByRole('button', { name: 'Move Guarantee 2 up' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await sentBody(network, 'PUT', `/api/products/${confort.id}`)).toMatchObject({
      guarantees: [
        { category: 'optical', label: 'Lunettes' },
        { category: 'hospitalisation', label: 'Frais de séjour' },
      ],
    });
    expect(await screen.findByText('Product Senior Confort saved.')).toBeInTheDocument();
  });

  it('does ask before Cancel drops unsaved changes to a product, and keep them when asked to', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await rowWith('Senior Confort'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Senior Confort' });
    await user.type(within(sheet).getByLabelText(/^Name/), ' Plus');
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));

    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(sheet).getByLabelText(/^Name/)).toHaveValue('Senior Confort Plus');

    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.callsTo('PUT', `/api/products/${confort.id}`)).toHaveLength(0);
  });

  it('does keep the tariff grid in the URL and go from it to the product form', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowWith('Senior Confort');
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tariff grid' }));
    const grid = await screen.findByRole('dialog', { name: 'Tariff grid of Senior Confort' });
    expect(screen.getByTestId('location')).toHaveTextContent(`record=${confort.id}&section=tariffs`);

    await user.click(within(grid).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Senior Confort' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('section=');
  });

  it('does delete a product when the deletion is confirmed', async () => {
    const user = userEvent.setup();
    network.on('DELETE', `/api/products/${hospi.id}`, { status: 204 });
    renderPage();
    await deleteFromRow(user, 'Hospi Essentiel', 'Delete Hospi Essentiel?');
    await waitFor(() => expect(network.callsTo('DELETE', `/api/products/${hospi.id}`)).toHaveLength(1));
    expect(await screen.findByText('Product Hospi Essentiel deleted.')).toBeInTheDocument();
  });

  it('does open the quotation tool when the compare tab is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowWith('Senior Confort');
    await user.click(screen.getByRole('tab', { name: 'Compare offers' }));
    expect(await screen.findByRole('form', { name: 'Household to price' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/produits?view=compare');
  });

  it('does open the quotation tool alone when the user may price but not read the products', async () => {
    network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user: pricer }));
    renderPage();
    expect(await screen.findByRole('form', { name: 'Household to price' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New product' })).toBeNull();
    expect(network.callsTo('GET', '/api/products')).toHaveLength(0);
  });
});
