import { type Quote, type QuoteUser, type Sale, todayInFrance } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeFetch, json } from '@/test/fake-fetch';
import { confort, hospi, quotationResult } from '@/test/product-fixtures';
import {
  customerId,
  customerRecord,
  quotedSale,
  quoteFixture,
  quoteHash,
  saleId,
  saleWithProductLine,
} from '@/test/sale-fixtures';
import { installSaleFormFetch, renderSaleForm } from '@/test/sale-form-harness';

let network: FakeFetch;
const SALE = `/api/ventes/${saleId}`;

/** The provider's quote as the fake server builds it: each call adds its part and bumps the version. */
let quote: Quote;
/** The sale as the fake server holds it: the household save and the product pick bump its version. */
let sale: Sale;
const answerQuote = (change: (call: FakeCall) => void) => (call: FakeCall) => {
  change(call);
  quote = { ...quote, version: quote.version + 1 };
  return json(200, { data: quote });
};

beforeEach(() => {
  quote = quoteFixture();
  sale = saleWithProductLine;
  network = installSaleFormFetch()
    .on('GET', SALE, () => json(200, { data: sale }))
    .on('GET', `/api/customers/${customerId}`, json(200, { data: customerRecord }))
    .on('PUT', SALE, (call) => {
      sale = {
        ...sale,
        version: sale.version + 1,
        household: (call.body as Pick<Sale, 'household'>).household,
      };
      return json(200, { data: sale });
    })
    .on('POST', '/api/products/quotation', json(200, { data: quotationResult }))
    .on('POST', '/api/products/quote', () => json(201, { data: quote }))
    .on(
      'POST',
      '/api/products/quote-param/user',
      answerQuote((call) => {
        const person = call.body as QuoteUser;
        const id = `e0000000-0000-4000-8000-00000000000${quote.users.length + 1}`;
        quote = { ...quote, users: [...quote.users, { ...person, id }] };
      }),
    )
    .on(
      'POST',
      '/api/products/quote-param/product',
      answerQuote((call) => {
        const { productId } = call.body as { productId: string };
        const offer = {
          productId,
          productCode: hospi.code,
          productName: hospi.name,
          gammeCode: hospi.gammeCode,
        };
        sale = {
          ...sale,
          version: sale.version + 1,
          offer: { ...offer, monthlyTotalCents: 6099, yearlyTotalCents: 73188 },
        };
      }),
    )
    .on('PUT', `${SALE}/quote-hash`, (call) =>
      (call.body as { version: number }).version === sale.version
        ? json(200, { data: { ...quotedSale, version: sale.version + 1 } })
        : json(409, {
            statusCode: 409,
            error: 'Conflict',
            code: 'STALE_WRITE',
            message: 'stale',
            path: call.path,
            details: { current: sale },
          }),
    );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;
const person = (number: number) => screen.getByRole('group', { name: `Person ${number}` });
const birth = async (user: User, number: number, date: string) => {
  const field = within(person(number)).getByLabelText(/^Birth date/);
  await user.clear(field);
  await user.type(field, date);
};

describe('SaleForm, the quote step', () => {
  it('does price the family for the chosen gamme only, then link the quote of the offer picked with a reason', async () => {
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await screen.findByRole('heading', { level: 2, name: /^Quote/ });
    await waitFor(() => expect(screen.getByLabelText(/^Postcode/)).toHaveValue('75011'));
    await birth(user, 1, '1981-05-02');
    await user.click(screen.getByRole('button', { name: 'Add the spouse' }));
    await birth(user, 2, '1983-09-14');
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await birth(user, 3, '2014-02-20');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));

    const offers = await screen.findByRole('list', { name: 'Offers, cheapest first' }, { timeout: 5_000 });
    expect(within(offers).queryByText(confort.name)).not.toBeInTheDocument();
    expect(within(offers).getByText(hospi.name)).toBeInTheDocument();
    expect(network.callsTo('PUT', SALE)[0]?.body).toMatchObject({
      version: 3,
      household: { postcode: '75011', effectiveDate: todayInFrance() },
    });
    expect(network.callsTo('POST', '/api/products/quotation')[0]?.url).toContain('providerType=actudata');
    expect(network.callsTo('POST', '/api/products/quotation')[0]?.body).toMatchObject({
      gammeCodes: ['HOSPI_PLUS'],
    });
    expect(network.callsTo('POST', '/api/products/quote')[0]?.body).toEqual({
      saleId,
      postcode: '75011',
      effectiveDate: todayInFrance(),
    });
    const users = network.callsTo('POST', '/api/products/quote-param/user').map((call) => call.body);
    expect(users).toEqual([
      { role: 'main', birthDate: '1981-05-02', regime: 'general', quoteHash, version: 1 },
      { role: 'spouse', birthDate: '1983-09-14', regime: 'general', quoteHash, version: 2 },
      { role: 'child', birthDate: '2014-02-20', regime: 'general', quoteHash, version: 3 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Recommend this offer' }));
    expect(await screen.findByText('Choose an offer.')).toBeInTheDocument();
    expect(screen.getByText('Write the reason for the recommendation.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products/quote-param/product')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: new RegExp(hospi.name) }));
    await user.type(
      screen.getByLabelText('Why this offer suits the customer'),
      'Hospital cover at the lowest price.',
    );
    await user.click(screen.getByRole('button', { name: 'Recommend this offer' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: /^Subscription/ }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products/quote-param/product')[0]?.body).toEqual({
      quoteHash,
      version: 4,
      productId: hospi.id,
      recommendationReason: 'Hospital cover at the lowest price.',
    });
    expect(network.callsTo('PUT', `${SALE}/quote-hash`).at(-1)?.body).toEqual({
      quoteHash,
      providerType: 'actudata',
      version: 5,
    });
  });

  it('does replace a changed person of the quote rather than start a new one', async () => {
    network.on(
      'PUT',
      '/api/products/quote-param/user/e0000000-0000-4000-8000-000000000001',
      answerQuote(() => {}),
    );
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await screen.findByRole('heading', { level: 2, name: /^Quote/ });
    await waitFor(() => expect(screen.getByLabelText(/^Postcode/)).toHaveValue('75011'));
    await birth(user, 1, '1981-05-02');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));
    await screen.findByRole('list', { name: 'Offers, cheapest first' });
    await birth(user, 1, '1980-05-02');
    await user.click(screen.getByRole('button', { name: 'Compare offers' }));

    await waitFor(() =>
      expect(
        network.callsTo('PUT', '/api/products/quote-param/user/e0000000-0000-4000-8000-000000000001'),
      ).toHaveLength(1),
    );
    expect(network.callsTo('POST', '/api/products/quote')).toHaveLength(1);
  });
});
