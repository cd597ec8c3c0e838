import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSaleStatusCounts } from '@/features/ventes/api/get-sale-status-counts';
import { getSales } from '@/features/ventes/api/get-sales';
import { resetApiClientForTests } from '@/lib/api-client';
import { type FakeFetch, installFakeFetch } from '@/test/fake-fetch';

let network: FakeFetch;

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch().on('GET', '/api/ventes', { hang: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getSales', () => {
  it('does wait the sale list timeout of 60 s before giving up (SPEC §9)', async () => {
    vi.useFakeTimers();
    let settled = false;
    const read = getSales({ page: 1 }).finally(() => {
      settled = true;
    });
    const outcome = expect(read).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

describe('getSaleStatusCounts', () => {
  it('does ask the counts without paging, sort or the status itself', async () => {
    network.on('GET', '/api/ventes/status-counts', { status: 500 });
    await getSaleStatusCounts({
      page: 2,
      pageSize: 50,
      sort: 'number',
      order: 'asc',
      status: 'lost',
      teamId: 't1',
      search: 'Bernard',
    }).catch(() => undefined);
    const url = new URL(network.callsTo('GET', '/api/ventes/status-counts')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ teamId: 't1', search: 'Bernard' });
  });
});
