import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeFetch, json } from '@/test/fake-fetch';
import { productGammes } from '@/test/product-fixtures';
import { situationQuestion, spouseQuestion } from '@/test/question-fixtures';
import {
  customerId,
  customerRecord,
  saleId,
  saleWithCustomer,
  saleWithProductLine,
} from '@/test/sale-fixtures';
import { installSaleFormFetch, renderSaleForm } from '@/test/sale-form-harness';

let network: FakeFetch;
const SALE = `/api/ventes/${saleId}`;
const objective = {
  id: 'd0000000-0000-4000-8000-000000000001',
  label: 'Mieux couvrir les soins dentaires',
  description: '',
  order: 0,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

beforeEach(() => {
  network = installSaleFormFetch()
    .on('GET', SALE, json(200, { data: saleWithCustomer }))
    .on('GET', `/api/customers/${customerId}`, json(200, { data: customerRecord }))
    .on('GET', '/api/project-objectives', json(200, { data: [objective], total: 1, page: 1, pageSize: 100 }))
    .on(
      'GET',
      '/api/questions/provider/actudata/gamme/HOSPI_PLUS',
      json(200, { data: [situationQuestion, spouseQuestion] }),
    )
    .on('PUT', SALE, json(200, { data: saleWithProductLine }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SaleForm, the product line step', () => {
  it('does ask the questions of the chosen gamme, with their conditions, and save the answers', async () => {
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Product line/ }), 'Hospi Plus');

    const situation = await screen.findByRole('radiogroup', { name: /situation familiale/ });
    expect(screen.queryByRole('radiogroup', { name: /conjoint/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('An answer is required.')).toBeInTheDocument();
    expect(network.callsTo('PUT', SALE)).toHaveLength(0);

    await user.click(within(situation).getByLabelText('En couple'));
    const spouse = await screen.findByRole('radiogroup', { name: /conjoint/ });
    await user.click(within(spouse).getByLabelText('Yes'));
    await user.click(screen.getByLabelText(/Mieux couvrir/));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(network.callsTo('PUT', SALE)).toHaveLength(1));
    expect(network.callsTo('PUT', SALE)[0]?.body).toEqual({
      version: 2,
      formData: {
        providerType: 'actudata',
        gammeCode: 'HOSPI_PLUS',
        answers: { [situationQuestion.id]: 'couple', [spouseQuestion.id]: 'yes' },
      },
      objectiveIds: [objective.id],
    });
    expect(await screen.findByRole('heading', { level: 2, name: /^Quote/ })).toBeInTheDocument();
  });

  it('does drop the answer of a question hidden again by its condition', async () => {
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Product line/ }), 'Hospi Plus');
    const situation = await screen.findByRole('radiogroup', { name: /situation familiale/ });
    await user.click(within(situation).getByLabelText('En couple'));
    await user.click(
      within(await screen.findByRole('radiogroup', { name: /conjoint/ })).getByLabelText('No'),
    );
    await user.click(within(situation).getByLabelText('Célibataire'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(network.callsTo('PUT', SALE)).toHaveLength(1));
    expect(network.callsTo('PUT', SALE)[0]?.body).toMatchObject({
      formData: { answers: { [situationQuestion.id]: 'celibataire' } },
    });
  });

  it("does offer only the gammes the agent's team may sell (?sellable=true)", async () => {
    const GAMMES = '/api/insurance/providers/actudata/gammes';
    network.on(
      'GET',
      GAMMES,
      json(200, { data: productGammes.filter((gamme) => gamme.code === 'HOSPI_PLUS') }),
    );
    renderSaleForm(`?id=${saleId}`);
    const gamme = await screen.findByRole('combobox', { name: /^Product line/ });
    await waitFor(() =>
      expect(
        within(gamme)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a product line', 'Hospi Plus']),
    );
    expect(network.callsTo('GET', GAMMES).some((call) => call.url.includes('sellable=true'))).toBe(true);
  });

  it('does say so when the team sells no gamme of the provider type', async () => {
    network.on('GET', '/api/insurance/providers/actudata/gammes', json(200, { data: [] }));
    renderSaleForm(`?id=${saleId}`);
    expect(await screen.findByText('Your team sells no product line of this provider.')).toBeInTheDocument();
  });
});
