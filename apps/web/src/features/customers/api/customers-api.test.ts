import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomer, MISSING_CUSTOMER_ID_MESSAGE } from '@/features/customers/api/get-customer';
import { linkCustomer } from '@/features/customers/api/link-customer';
import { resetApiClientForTests } from '@/lib/api-client';
import { type FakeFetch, installFakeFetch, json } from '@/test/fake-fetch';
import { customerId, customerRecord, saleId } from '@/test/sale-fixtures';

let network: FakeFetch;

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCustomer', () => {
  it.each([undefined, null, '', '  '])(
    'does refuse a lookup without an id (%s) before any request',
    async (id) => {
      await expect(getCustomer(id)).rejects.toThrow(MISSING_CUSTOMER_ID_MESSAGE);
      expect(MISSING_CUSTOMER_ID_MESSAGE).toBe('Invalid or missing customerId');
      expect(network.calls).toHaveLength(0);
    },
  );

  it('does share one request between identical reads in flight', async () => {
    network.on('GET', `/api/customers/${customerId}`, json(200, { data: customerRecord }));
    const [first, second] = await Promise.all([getCustomer(customerId), getCustomer(customerId)]);

    expect(first).toEqual(customerRecord);
    expect(second).toEqual(customerRecord);
    expect(network.callsTo('GET', `/api/customers/${customerId}`)).toHaveLength(1);
  });
});

describe('linkCustomer', () => {
  const linked = json(200, { data: { customer: customerRecord, saleId, saleVersion: 2 } });
  const withBirthDates = {
    ...customerRecord.customerData,
    birthDate: '1981-05-02',
    birthdate: '1981-05-02',
  } as typeof customerRecord.customerData;

  it('does strip the birth dates from customerData and create or link by default', async () => {
    network.on('POST', '/api/customers/create-or-update-and-link', linked);
    await linkCustomer({ saleId, customerData: withBirthDates });

    const body = network.callsTo('POST', '/api/customers/create-or-update-and-link')[0]?.body as {
      customerData: Record<string, unknown>;
    };
    expect(body.customerData).not.toHaveProperty('birthDate');
    expect(body.customerData).not.toHaveProperty('birthdate');
    expect(body.customerData.lastName).toBe('Durand');
  });

  it('does go through update-and-link when the existing customer is updated', async () => {
    network.on('POST', '/api/customers/update-and-link', linked);
    await linkCustomer({
      saleId,
      customerId,
      customerData: withBirthDates,
      updateExisting: true,
      version: 3,
    });

    expect(network.callsTo('POST', '/api/customers/update-and-link')).toHaveLength(1);
    expect(network.callsTo('POST', '/api/customers/create-or-update-and-link')).toHaveLength(0);
  });
});
