import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeFetch, json } from '@/test/fake-fetch';
import {
  customerId,
  customerRecord,
  quotedSale,
  quoteFixture,
  quoteHash,
  saleId,
} from '@/test/sale-fixtures';
import { installSaleFormFetch, renderSaleForm } from '@/test/sale-form-harness';

let network: FakeFetch;
const SALE = `/api/ventes/${saleId}`;
const PAYMENT = '/api/products/quote-param/payment';
const STATUS = '/api/products/quote/status';
const SUBSCRIBE = '/api/products/subscribe';

beforeEach(() => {
  network = installSaleFormFetch()
    .on(
      'GET',
      SALE,
      json(200, { data: quotedSale }),
      json(200, { data: { ...quotedSale, status: 'subscribed', version: 5 } }),
    )
    .on('GET', `/api/customers/${customerId}`, json(200, { data: customerRecord }))
    .on('POST', PAYMENT, json(200, { data: quoteFixture({ version: 6, status: 'proposed' }) }))
    .on('PUT', STATUS, json(200, { data: quoteFixture({ version: 7, status: 'accepted' }) }))
    .on('POST', SUBSCRIBE, json(200, { data: quoteFixture({ version: 8, status: 'subscribed' }) }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;
const fillBank = async (user: User, iban: string) => {
  await user.type(await screen.findByLabelText(/^IBAN/), iban);
  await user.type(screen.getByLabelText(/^BIC/), 'BNPAFRPP');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
};

describe('SaleForm, the subscription step', () => {
  it('does refuse an IBAN that is not valid and send nothing', async () => {
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await fillBank(user, 'FR76 3000 6000 0112 3456 78');

    expect(await screen.findByText('This IBAN is not valid.')).toBeInTheDocument();
    expect(network.callsTo('POST', PAYMENT)).toHaveLength(0);
  });

  it('does send the bank details, accept and subscribe the quote, then show the subscribed sale', async () => {
    sessionStorage.setItem(`sale-form:quote:${saleId}`, JSON.stringify(quoteFixture({ version: 5 })));
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    expect(await screen.findByLabelText(/^Account holder/)).toHaveValue('Claire Durand');
    await user.selectOptions(screen.getByLabelText(/^Debit day/), '10');
    await fillBank(user, 'fr76 3000 6000 0112 3456 7890 189');

    expect(await screen.findByText(/^Sale .V-2026-000042. is subscribed$/)).toBeInTheDocument();
    expect(network.callsTo('POST', PAYMENT)[0]?.url).toContain('providerType=actudata');
    expect(network.callsTo('POST', PAYMENT)[0]?.body).toEqual({
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
      holder: 'Claire Durand',
      debitDay: 10,
      frequency: 'monthly',
      quoteHash,
      version: 5,
    });
    expect(network.callsTo('PUT', STATUS)[0]?.body).toEqual({ quoteHash, version: 6, status: 'accepted' });
    expect(network.callsTo('POST', SUBSCRIBE)[0]?.body).toEqual({ quoteHash, version: 7 });
    expect(sessionStorage.getItem(`sale-form:quote:${saleId}`)).toBeNull();
  });

  it('does take the quote version from the server when the form resumes without it', async () => {
    network.on(
      'POST',
      PAYMENT,
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'STALE_WRITE',
        message: 'stale',
        path: PAYMENT,
        details: { current: quoteFixture({ version: 9 }) },
      }),
      json(200, { data: quoteFixture({ version: 10 }) }),
    );
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await fillBank(user, 'FR7630006000011234567890189');

    await waitFor(() => expect(network.callsTo('POST', SUBSCRIBE)).toHaveLength(1));
    const payments = network
      .callsTo('POST', PAYMENT)
      .map((call) => (call.body as { version?: number }).version);
    expect(payments).toEqual([undefined, 9]);
    expect(network.callsTo('PUT', STATUS)[0]?.body).toMatchObject({ version: 10 });
  });
});
