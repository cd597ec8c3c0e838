import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MISSING_CUSTOMER_ID_MESSAGE } from '@/features/customers/api/get-customer';
import { getCustomerWithBankDetails } from '@/features/customers/api/get-customer-with-bank-details';
import { resetApiClientForTests } from '@/lib/api-client';
import { type FakeFetch, installFakeFetch, json } from '@/test/fake-fetch';
import { saleCustomer } from '@/test/sale-page-fixtures';

const path = `/api/customers/${saleCustomer.customerId}/with-bank-details`;
let network: FakeFetch;

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch().on('GET', path, json(200, { data: saleCustomer }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCustomerWithBankDetails', () => {
  it('does refuse a lookup without a customer id before any request (SPEC §8)', async () => {
    await expect(getCustomerWithBankDetails(' ')).rejects.toThrow(MISSING_CUSTOMER_ID_MESSAGE);
    expect(network.calls).toHaveLength(0);
  });

  it('does share one request between identical reads in flight (SPEC §7)', async () => {
    const [first, second] = await Promise.all([
      getCustomerWithBankDetails(saleCustomer.customerId),
      getCustomerWithBankDetails(saleCustomer.customerId),
    ]);
    expect(first.bankDetails?.iban).toBe('FR76 •••• … 189');
    expect(second).toEqual(first);
    expect(network.callsTo('GET', path)).toHaveLength(1);
  });

  it('does give up after the customer timeout of 30 s (SPEC §9)', async () => {
    vi.useFakeTimers();
    try {
      network.on('GET', path, { hang: true });
      let settled = false;
      const read = getCustomerWithBankDetails(saleCustomer.customerId).finally(() => {
        settled = true;
      });
      const outcome = expect(read).rejects.toMatchObject({ code: 'TIMEOUT' });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
