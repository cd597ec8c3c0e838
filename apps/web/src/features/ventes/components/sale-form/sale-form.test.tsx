import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationReply } from '@/test/api-replies';
import { apiError, type FakeFetch, json } from '@/test/fake-fetch';
import { draftSale, quotedSale, saleId, saleWithCustomer, saleWithProductLine } from '@/test/sale-fixtures';
import { installSaleFormFetch, renderSaleForm } from '@/test/sale-form-harness';

let network: FakeFetch;

beforeEach(() => {
  network = installSaleFormFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const stepTitle = () => screen.getByRole('heading', { level: 2 });

describe('SaleForm page title', () => {
  it('does say New sale for a new one', async () => {
    renderSaleForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'New sale' })).toBeInTheDocument();
  });

  it('does not call a resumed sale new', async () => {
    network.on('GET', `/api/ventes/${saleId}`, json(200, { data: draftSale }));
    renderSaleForm(`?id=${saleId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale in progress' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'New sale' })).not.toBeInTheDocument();
  });
});

describe('SaleForm, the call step', () => {
  it('does ask for the consent and the recording notice of a phone sale and create nothing without them', async () => {
    const user = userEvent.setup();
    renderSaleForm();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('The customer must consent to continue the call.')).toBeInTheDocument();
    expect(screen.getByText('The recording must be announced.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/ventes')).toHaveLength(0);
  });

  it('does create the sale with the times the boxes were ticked and put its id in the address', async () => {
    network.on('POST', '/api/ventes', json(201, { data: draftSale }));
    network.on('GET', `/api/ventes/${saleId}`, json(200, { data: draftSale }));
    const user = userEvent.setup();
    renderSaleForm();
    await user.click(await screen.findByLabelText('The customer agrees to continue the call'));
    await user.click(screen.getByLabelText('The customer was told the call is recorded'));
    expect(screen.getAllByText(/^Given at/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/en/ventes/form?id=${saleId}`),
    );
    const [created] = network.callsTo('POST', '/api/ventes');
    const call = (created?.body as { call?: Record<string, unknown> } | undefined)?.call ?? {};
    expect(call.channel).toBe('outbound_call');
    expect(call.callConsentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(call.recordingAnnouncedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await screen.findByRole('heading', { level: 2, name: /Customer/ })).toBeInTheDocument();
  });

  it('does mark the field the server refuses', async () => {
    network.on(
      'POST',
      '/api/ventes',
      validationReply('/api/ventes', [
        {
          path: 'call.callConsentAt',
          message: 'This time must be the moment of the call, not in the future.',
        },
      ]),
    );
    const user = userEvent.setup();
    renderSaleForm();
    await user.click(await screen.findByLabelText('The customer agrees to continue the call'));
    await user.click(screen.getByLabelText('The customer was told the call is recorded'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() =>
      expect(screen.getByLabelText('The customer agrees to continue the call')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByLabelText('The customer was told the call is recorded')).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('does need neither box for a sale in person', async () => {
    network.on('POST', '/api/ventes', json(201, { data: { ...draftSale, channel: 'in_person' } }));
    const user = userEvent.setup();
    renderSaleForm();
    await user.selectOptions(await screen.findByLabelText(/How was the customer reached/), 'In person');
    expect(screen.queryByLabelText('The customer agrees to continue the call')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(network.callsTo('POST', '/api/ventes')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/ventes')[0]?.body).toEqual({
      call: { channel: 'in_person', callConsentAt: null, recordingAnnouncedAt: null },
    });
  });
});

describe('SaleForm, resuming from ?id=', () => {
  it.each([
    ['Customer', draftSale],
    ['Product line', saleWithCustomer],
    ['Quote', saleWithProductLine],
    ['Subscription', quotedSale],
  ])('does open at the first incomplete step (%s)', async (title, sale) => {
    network.on('GET', `/api/ventes/${saleId}`, json(200, { data: sale }));
    renderSaleForm(`?id=${saleId}`);

    expect(
      await screen.findByRole('heading', { level: 2, name: new RegExp(`^${title}`) }),
    ).toBeInTheDocument();
    expect(within(stepTitle()).getByText(sale.number)).toBeInTheDocument();
  });

  it('does say a sale out of reach cannot be loaded', async () => {
    network.on('GET', `/api/ventes/${saleId}`, apiError(404, 'NOT_FOUND', 'Sale not found'));
    renderSaleForm(`?id=${saleId}`);
    expect(await screen.findByText(/This sale could not be loaded/)).toBeInTheDocument();
  });

  it('does show the success state for a subscribed sale, linking to its page', async () => {
    network.on('GET', `/api/ventes/${saleId}`, json(200, { data: { ...quotedSale, status: 'subscribed' } }));
    renderSaleForm(`?id=${saleId}`);

    expect(await screen.findByText(/^Sale .V-2026-000042. is subscribed$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the sale' })).toHaveAttribute(
      'href',
      `/en/ventes/${saleId}`,
    );
  });

  it('does let the agent go back to a completed step, and asks before dropping unsaved input', async () => {
    network.on('GET', `/api/ventes/${saleId}`, json(200, { data: saleWithCustomer }));
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await screen.findByRole('heading', { level: 2, name: /^Product line/ });
    await user.click(screen.getByRole('button', { name: /Call/ }));
    await screen.findByRole('heading', { level: 2, name: /^Call/ });

    await user.selectOptions(screen.getByLabelText(/How was the customer reached/), 'In person');
    await user.click(screen.getByRole('button', { name: /Customer/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(stepTitle()).toHaveTextContent(/^Call/);

    await user.click(screen.getByRole('button', { name: /Customer/ }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Customer/ })).toBeInTheDocument();
  });
});

describe('SaleForm, a stale write', () => {
  it('does show the conflict dialog when another save came first, and reloads the saved sale', async () => {
    const theirs = { ...saleWithCustomer, version: 5, channel: 'inbound_call' as const };
    network.on('GET', `/api/ventes/${saleId}`, json(200, { data: saleWithCustomer })).on(
      'PUT',
      `/api/ventes/${saleId}`,
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'STALE_WRITE',
        message: 'stale',
        path: `/api/ventes/${saleId}`,
        details: { current: theirs },
      }),
    );
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await screen.findByRole('heading', { level: 2, name: /^Product line/ });
    await user.click(screen.getByRole('button', { name: /Call/ }));
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' });
    expect(network.callsTo('PUT', `/api/ventes/${saleId}`)[0]?.body).toMatchObject({ version: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Reload the record' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/How was the customer reached/)).toHaveValue('inbound_call'),
    );
  });
});
