import type { CurrentUser } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotationTool } from '@/features/products/components/quotation-tool';
import { resetApiClientForTests } from '@/lib/api-client';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { recordReply } from '@/test/api-replies';
import { renderApp, testUser } from '@/test/auth-test-harness';
import { providersResponse } from '@/test/catalogue-fixtures';
import { type FakeFetch, json } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import { productGammes, quotationResult } from '@/test/product-fixtures';

const agent: CurrentUser = { ...testUser, role: { ...testUser.role, name: 'agent' } };

let network: FakeFetch;

beforeEach(() => {
  resetApiClientForTests();
  network = installSignedInFetch(agent)
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/insurance/providers/actudata/gammes', recordReply(productGammes));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderTool = () =>
  renderApp({
    path: '/en/produits',
    routes: {
      produits: (
        <GammeCacheProvider>
          <QuotationTool />
        </GammeCacheProvider>
      ),
    },
  });

type User = ReturnType<typeof userEvent.setup>;

const person = (number: number) => screen.getByRole('group', { name: `Person ${number}` });

const fillPerson = async (user: User, number: number, birthDate: string) => {
  const birth = within(person(number)).getByLabelText(/^Birth date/);
  await user.clear(birth);
  await user.type(birth, birthDate);
};

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Compare offers' }));

describe('QuotationTool', () => {
  it('does mark the second main insured and send nothing when two people are the main insured', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(await screen.findByLabelText(/^Postcode/), '75011');
    await fillPerson(user, 1, '1980-05-01');
    await user.click(screen.getByRole('button', { name: 'Add the spouse' }));
    await fillPerson(user, 2, '1982-02-10');
    await user.selectOptions(within(person(2)).getByLabelText('Role'), 'Main insured');
    await submit(user);

    expect(
      await within(person(2)).findByText('Only one person can be the main insured.'),
    ).toBeInTheDocument();
    expect(within(person(2)).getByLabelText('Role')).toHaveAttribute('aria-invalid', 'true');
    expect(within(person(1)).getByLabelText('Role')).not.toHaveAttribute('aria-invalid');
    expect(network.callsTo('POST', '/api/products/quotation')).toHaveLength(0);
  });

  it('does ask for the birth date and send nothing when a child has none', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(await screen.findByLabelText(/^Postcode/), '75011');
    await fillPerson(user, 1, '1980-05-01');
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await submit(user);

    expect(within(person(2)).getByLabelText(/^Birth date/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(within(person(1)).getByLabelText(/^Birth date/)).not.toHaveAttribute('aria-invalid');
    expect(network.callsTo('POST', '/api/products/quotation')).toHaveLength(0);
  });

  it('does show the offers side by side, cheapest first, with formatted totals when the family is priced', async () => {
    const user = userEvent.setup();
    network.on('POST', '/api/products/quotation', recordReply(quotationResult));
    renderTool();
    await user.type(await screen.findByLabelText(/^Postcode/), '75011');
    await fillPerson(user, 1, '1980-05-01');
    await user.click(screen.getByRole('button', { name: 'Add the spouse' }));
    await fillPerson(user, 2, '1982-02-10');
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await fillPerson(user, 3, '2013-09-30');
    await user.click(await screen.findByRole('checkbox', { name: /Hospi Plus/ }));
    await submit(user);

    const offers = await screen.findByRole('list', { name: 'Offers, cheapest first' });
    await waitFor(() => expect(network.callsTo('POST', '/api/products/quotation')).toHaveLength(1));
    const call = network.callsTo('POST', '/api/products/quotation')[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('providerType')).toBe('actudata');
    expect(call?.body).toMatchObject({
      postcode: '75011',
      gammeCodes: ['HOSPI_PLUS'],
      people: [
        { role: 'main', birthDate: '1980-05-01', regime: 'general' },
        { role: 'spouse', birthDate: '1982-02-10', regime: 'general' },
        { role: 'child', birthDate: '2013-09-30', regime: 'general' },
      ],
    });

    const cards = within(offers).getAllByRole('listitem', { name: /Hospi Essentiel|Senior Confort/ });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hospi Essentiel',
      'Senior Confort',
    ]);
    const [cheapest, second] = cards as [HTMLElement, HTMLElement];
    expect(within(cheapest).getByText('Cheapest')).toBeInTheDocument();
    expect(within(cheapest).getByText('€60.99 / month')).toBeInTheDocument();
    expect(within(cheapest).getByText('€731.88 / year')).toBeInTheDocument();
    expect(within(cheapest).getByText('Free')).toBeInTheDocument();
    expect(within(cheapest).getByText('10 % off €32.10')).toBeInTheDocument();
    expect(within(cheapest).getByText('Age 45 · band 40–49 · zone 2 · Adult rate')).toBeInTheDocument();
    expect(within(cheapest).getByText(/Département 75 is in zone 2/)).toBeInTheDocument();
    expect(within(second).getByText('€133.30 / month')).toBeInTheDocument();
    expect(within(second).getByText('€1,599.60 / year')).toBeInTheDocument();

    const comparison = screen.getByRole('region', { name: 'Guarantees compared' });
    const optical = within(comparison).getByRole('row', { name: /Lunettes/ });
    expect(
      within(optical)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—Not listed', '150 € / 2 ans']);
    expect(within(comparison).getByRole('columnheader', { name: 'Optical' })).toBeInTheDocument();
    expect(screen.getByText('Senior Excellence')).toBeInTheDocument();
    expect(screen.getByText(/its grid has no price for someone in this household/)).toBeInTheDocument();
  });

  it('does say why when the server refuses to price the product lines', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/products/quotation',
      json(403, {
        statusCode: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        message: 'Your team sells no product line of actudata.',
        path: '/api/products/quotation',
        details: { reason: 'NO_GAMMES', providerType: 'actudata' },
      }),
    );
    renderTool();
    await user.type(await screen.findByLabelText(/^Postcode/), '75011');
    await fillPerson(user, 1, '1980-05-01');
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Pricing refused')).toBeInTheDocument();
    expect(within(alert).getByText('Your team sells no product line of actudata.')).toBeInTheDocument();
  });
});
