import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TariffGridPanel } from '@/features/products/components/tariff-grid-panel';
import { recordReply } from '@/test/api-replies';
import { renderApp, rootUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import { confort, grid } from '@/test/product-fixtures';

const importPath = `/api/products/${confort.id}/tariffs/import`;

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', `/api/products/${confort.id}/tariffs`, json(200, { data: grid, currency: 'EUR' }))
    .on(
      'GET',
      '/api/products/zones',
      json(200, {
        data: [
          { departement: '92', zone: 2 },
          { departement: '75', zone: 2 },
        ],
        defaultZone: 1,
      }),
    ),
);

const renderPanel = (canImport = true) =>
  renderApp({
    path: '/en/produits',
    routes: { produits: <TariffGridPanel product={confort} canImport={canImport} /> },
  });

const csvFile = (text: string, name = 'grid.csv') => new File([text], name, { type: 'text/csv' });

describe('TariffGridPanel', () => {
  it('does show one table per regime with the premiums in euros when the grid loads', async () => {
    renderPanel();
    const general = await screen.findByRole('table', { name: 'General regime' });
    const rows = within(general).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getByRole('columnheader', { name: 'Zone 2' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('rowheader', { name: 'Child' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('€21.50')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('No price')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('€45.90')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('€51.20')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Alsace-Moselle regime' })).toBeInTheDocument();
    expect(screen.getByText('4 rows, amounts in EUR per month.')).toBeInTheDocument();
    expect(await screen.findByText('75, 92')).toBeInTheDocument();
  });

  it('does list every problem by line and keep the grid when the server refuses the file', async () => {
    const user = userEvent.setup();
    network.on(
      'PUT',
      importPath,
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'The file has 2 errors, the first on line 3. Nothing was imported.',
        path: importPath,
        details: {
          rows: [
            {
              line: 3,
              field: 'zone',
              code: 'INVALID_ZONE',
              message: "The zone 'Z' must be a whole number from 1 to 9.",
            },
            {
              line: 7,
              field: 'monthly_eur',
              code: 'INVALID_AMOUNT',
              message: "The amount '-4' must be positive.",
            },
          ],
          errorCount: 2,
          truncated: false,
        },
      }),
    );
    renderPanel();
    await screen.findByRole('table', { name: 'General regime' });
    const csv = 'regime,zone,beneficiary,age_min,age_max,monthly_eur\ngeneral,1,adult,21,59,45.90\n';
    await user.upload(screen.getByLabelText('Tariff grid CSV file'), csvFile(csv, 'tarifs.csv'));

    const report = await screen.findByRole('table', { name: 'Problems of the file, by line' });
    expect(network.callsTo('PUT', importPath)[0]?.body).toEqual({ csv });
    expect(screen.getByText('tarifs.csv was refused: nothing was imported')).toBeInTheDocument();
    const [, first, second] = within(report).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('3')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('zone')).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByText('The zone must be a whole number from 1 to 9.'),
    ).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('7')).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByText(/The amount must be a positive number of euros/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'General regime' })).toBeInTheDocument();
  });

  it('does announce the new row count and reload the grid when the import succeeds', async () => {
    const user = userEvent.setup();
    network.on(
      'PUT',
      importPath,
      recordReply({ productId: confort.id, rows: 120, previousRows: 4, changed: true }),
    );
    renderPanel();
    await screen.findByRole('table', { name: 'General regime' });
    await user.upload(screen.getByLabelText('Tariff grid CSV file'), csvFile('regime,zone\n'));
    expect(await screen.findByText('Tariff grid imported: 120 rows (before: 4).')).toBeInTheDocument();
    await waitFor(() =>
      expect(network.callsTo('GET', `/api/products/${confort.id}/tariffs`)).toHaveLength(2),
    );
  });

  it('does offer the export but no import when the user may not update products', async () => {
    renderPanel(false);
    await screen.findByRole('table', { name: 'General regime' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });
});
