import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conflictReply } from '@/test/api-replies';
import { type FakeFetch, json } from '@/test/fake-fetch';
import { customerId, customerRecord, draftSale, saleId, saleWithCustomer } from '@/test/sale-fixtures';
import { installSaleFormFetch, renderSaleForm } from '@/test/sale-form-harness';

let network: FakeFetch;
const LINK = '/api/customers/create-or-update-and-link';
const UPDATE = '/api/customers/update-and-link';
const linked = json(200, { data: { customer: customerRecord, saleId, saleVersion: 2 } });

beforeEach(() => {
  network = installSaleFormFetch()
    .on('GET', `/api/ventes/${saleId}`, json(200, { data: draftSale }), json(200, { data: saleWithCustomer }))
    .on('GET', `/api/customers/${customerId}`, json(200, { data: customerRecord }))
    .on('GET', '/api/customers', json(200, { data: [customerRecord], total: 1, page: 1, pageSize: 10 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

const fillNewCustomer = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: 'New customer' }));
  await user.selectOptions(screen.getByLabelText(/^Civility/), 'Mrs');
  await user.type(screen.getByLabelText(/^First name/), 'Claire');
  await user.type(screen.getByLabelText(/^Last name/), 'Durand');
  await user.type(screen.getByLabelText(/^Address/), '12 rue des Lilas');
  await user.type(screen.getByLabelText(/^Postcode/), '75011');
  await user.type(screen.getByLabelText(/^City/), 'Paris');
  await user.type(screen.getByLabelText(/^Phone/), '06 11 22 33 44');
};

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('SaleForm, the customer step', () => {
  it('does find a customer by the type-ahead and link them as they are', async () => {
    network.on('POST', LINK, linked);
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await user.type(await screen.findByLabelText('Find a customer'), 'Durand');

    const matches = await screen.findByRole('list', { name: 'Matching customers' });
    expect(network.callsTo('GET', '/api/customers').at(-1)?.url).toContain('search=Durand');
    await user.click(within(matches).getByRole('button', { name: 'Choose' }));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Paris');
    await save(user);

    expect(await screen.findByRole('heading', { level: 2, name: /^Product line/ })).toBeInTheDocument();
    expect(network.callsTo('POST', LINK)[0]?.body).toMatchObject({ saleId, customerId, version: 1 });
    expect(network.callsTo('POST', LINK)[0]?.body).not.toHaveProperty('updateExisting');
    expect(network.callsTo('POST', UPDATE)).toHaveLength(0);
  });

  it('does update the chosen customer with their version when the agent edits them', async () => {
    network.on('POST', UPDATE, linked);
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await user.type(await screen.findByLabelText('Find a customer'), 'Durand');
    await user.click(await screen.findByRole('button', { name: 'Choose' }));
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Lyon');
    await save(user);

    await waitFor(() => expect(network.callsTo('POST', UPDATE)).toHaveLength(1));
    expect(network.callsTo('POST', UPDATE)[0]?.body).toMatchObject({
      saleId,
      customerId,
      version: 1,
      customerVersion: 3,
      customerData: { city: 'Lyon' },
    });
  });

  it('does show what is missing and send nothing for an incomplete new customer', async () => {
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.type(screen.getByLabelText(/^Postcode/), '7501');
    await save(user);

    expect(await screen.findByText('This phone number is not valid.')).toBeInTheDocument();
    expect(screen.getByText('A French postcode has five digits.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(network.callsTo('POST', LINK)).toHaveLength(0);
  });

  it("does send the language the agent picks for the customer's documents", async () => {
    network.on('POST', LINK, linked);
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await fillNewCustomer(user);
    expect(screen.getByLabelText(/^Language of the documents/)).toHaveValue('fr');
    await user.selectOptions(screen.getByLabelText(/^Language of the documents/), 'Arabic');
    await save(user);

    await waitFor(() => expect(network.callsTo('POST', LINK)).toHaveLength(1));
    expect(network.callsTo('POST', LINK)[0]?.body).toMatchObject({
      customerData: { preferredLanguage: 'ar' },
    });
  });

  it('does offer the likely duplicates, then create the new customer anyway when asked', async () => {
    network.on(
      'POST',
      LINK,
      conflictReply(LINK, 'LIKELY_DUPLICATE', 'A customer with this phone exists.', {
        candidates: [{ customer: customerRecord, matchedOn: ['phone'] }],
      }),
      linked,
    );
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await fillNewCustomer(user);
    await save(user);

    const dialog = await screen.findByRole('dialog', { name: 'This customer may already exist' });
    expect(within(dialog).getByText(/Claire Durand/)).toBeInTheDocument();
    expect(within(dialog).getByText('Same phone')).toBeInTheDocument();
    const [first] = network.callsTo('POST', LINK);
    expect(first?.body).toMatchObject({
      customerData: { phone: '+33611223344', email: null, preferredLanguage: 'fr' },
    });
    expect((first?.body as { customerData?: object } | undefined)?.customerData).not.toHaveProperty(
      'birthDate',
    );
    expect(first?.body).not.toHaveProperty('allowDuplicate');

    await user.click(within(dialog).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(network.callsTo('POST', LINK)).toHaveLength(2));
    expect(network.callsTo('POST', LINK)[1]?.body).toMatchObject({ allowDuplicate: true });
    expect(await screen.findByRole('heading', { level: 2, name: /^Product line/ })).toBeInTheDocument();
  });

  it('does link the existing customer the agent picks among the duplicates', async () => {
    network.on(
      'POST',
      LINK,
      conflictReply(LINK, 'LIKELY_DUPLICATE', 'A customer with this phone exists.', {
        candidates: [{ customer: customerRecord, matchedOn: ['phone', 'email'] }],
      }),
      linked,
    );
    const user = userEvent.setup();
    renderSaleForm(`?id=${saleId}`);
    await fillNewCustomer(user);
    await save(user);
    await user.click(await screen.findByRole('button', { name: 'Use this customer' }));

    await waitFor(() => expect(network.callsTo('POST', LINK)).toHaveLength(2));
    expect(network.callsTo('POST', LINK)[1]?.body).toMatchObject({ customerId });
    expect(network.callsTo('POST', LINK)[1]?.body).not.toHaveProperty('allowDuplicate');
  });
});
