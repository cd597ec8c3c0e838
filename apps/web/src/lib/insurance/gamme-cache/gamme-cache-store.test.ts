import { GAMME_CACHE_FRESHNESS_MS } from '@brokerage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GammeOption } from '@/lib/insurance/api/get-provider-gammes';
import { createGammeCacheStore, type FetchGammes } from '@/lib/insurance/gamme-cache/gamme-cache-store';

const senior: GammeOption = { code: 'SANTE_SENIOR', name: 'Santé Senior' };
const confort: GammeOption = { code: 'SANTE_SENIOR.CONFORT', name: 'Confort' };
const hospi: GammeOption = { code: 'HOSPI_PLUS', name: 'Hospi Plus' };

/** A fetch whose answers the test releases by hand. */
const deferredFetch = () => {
  const pending: {
    providerType: string;
    resolve: (list: GammeOption[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetchGammes = vi.fn<FetchGammes>(
    (providerType) =>
      new Promise((resolve, reject) => {
        pending.push({ providerType, resolve, reject });
      }),
  );
  return { fetchGammes, pending };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('gamme cache store', () => {
  it('does fetch nothing and answer [] when no provider type is given', async () => {
    const fetchGammes = vi.fn<FetchGammes>();
    const store = createGammeCacheStore(fetchGammes);

    expect(await store.getGammes(undefined)).toEqual([]);
    expect(await store.getGammes(null)).toEqual([]);
    expect(await store.getGammes('')).toEqual([]);
    expect(fetchGammes).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({});
  });

  it('does go through loading to loaded with the list and the fetch time when the fetch succeeds', async () => {
    const { fetchGammes, pending } = deferredFetch();
    const store = createGammeCacheStore(fetchGammes);

    const answer = store.getGammes('actudata');
    expect(store.getState().actudata).toEqual({
      status: 'loading',
      gammes: [],
      error: null,
      fetchedAt: null,
    });

    vi.advanceTimersByTime(250);
    pending[0]?.resolve([senior, confort]);

    expect(await answer).toEqual([senior, confort]);
    expect(store.getState().actudata).toEqual({
      status: 'loaded',
      gammes: [senior, confort],
      error: null,
      fetchedAt: Date.parse('2025-03-01T09:00:00.250Z'),
    });
    expect(fetchGammes).toHaveBeenCalledWith('actudata');
  });

  it('does reuse the cached list without fetching when it is at most an hour old', async () => {
    const fetchGammes = vi.fn<FetchGammes>().mockResolvedValue([senior]);
    const store = createGammeCacheStore(fetchGammes);
    await store.getGammes('actudata');

    vi.advanceTimersByTime(GAMME_CACHE_FRESHNESS_MS);

    expect(await store.getGammes('actudata')).toEqual([senior]);
    expect(fetchGammes).toHaveBeenCalledTimes(1);
  });

  it('does fetch again when the cached list is older than an hour', async () => {
    const fetchGammes = vi.fn<FetchGammes>().mockResolvedValueOnce([senior]).mockResolvedValueOnce([hospi]);
    const store = createGammeCacheStore(fetchGammes);
    await store.getGammes('actudata');

    vi.advanceTimersByTime(GAMME_CACHE_FRESHNESS_MS + 1);

    expect(await store.getGammes('actudata')).toEqual([hospi]);
    expect(fetchGammes).toHaveBeenCalledTimes(2);
    expect(store.getState().actudata?.fetchedAt).toBe(Date.now());
  });

  it('does fetch again when a refresh is forced even though the list is fresh', async () => {
    const fetchGammes = vi.fn<FetchGammes>().mockResolvedValueOnce([senior]).mockResolvedValueOnce([hospi]);
    const store = createGammeCacheStore(fetchGammes);
    await store.getGammes('actudata');
    vi.advanceTimersByTime(1_000);

    expect(await store.getGammes('actudata', { forceRefresh: true })).toEqual([hospi]);
    expect(fetchGammes).toHaveBeenCalledTimes(2);
  });

  it('does answer [] without a second request when the provider type is already loading for the first time', async () => {
    const { fetchGammes, pending } = deferredFetch();
    const store = createGammeCacheStore(fetchGammes);
    const first = store.getGammes('actudata');

    expect(await store.getGammes('actudata')).toEqual([]);
    expect(await store.getGammes('actudata', { forceRefresh: true })).toEqual([]);
    expect(fetchGammes).toHaveBeenCalledTimes(1);

    pending[0]?.resolve([senior]);
    expect(await first).toEqual([senior]);
  });

  it('does answer the cached list while a refresh of the same provider type is loading', async () => {
    const { fetchGammes, pending } = deferredFetch();
    const store = createGammeCacheStore(fetchGammes);
    const first = store.getGammes('actudata');
    pending[0]?.resolve([senior]);
    await first;

    vi.advanceTimersByTime(GAMME_CACHE_FRESHNESS_MS + 1);
    const refresh = store.getGammes('actudata');
    expect(store.getState().actudata?.status).toBe('loading');
    expect(store.getState().actudata?.gammes).toEqual([senior]);

    expect(await store.getGammes('actudata')).toEqual([senior]);
    expect(fetchGammes).toHaveBeenCalledTimes(2);

    pending[1]?.resolve([senior, hospi]);
    expect(await refresh).toEqual([senior, hospi]);
  });

  it('does keep provider types apart when several load at once', async () => {
    const { fetchGammes, pending } = deferredFetch();
    const store = createGammeCacheStore(fetchGammes);
    const a = store.getGammes('actudata');
    const b = store.getGammes('mutuelle-atlas');

    pending[1]?.resolve([hospi]);
    pending[0]?.resolve([senior]);

    expect(await a).toEqual([senior]);
    expect(await b).toEqual([hospi]);
    expect(store.getState()['mutuelle-atlas']?.gammes).toEqual([hospi]);
  });

  it('does store the error message and answer [] when the fetch fails', async () => {
    const fetchGammes = vi.fn<FetchGammes>().mockRejectedValue(new Error('Provider type not found.'));
    const store = createGammeCacheStore(fetchGammes);

    expect(await store.getGammes('unknown')).toEqual([]);
    expect(store.getState().unknown).toEqual({
      status: 'error',
      gammes: [],
      error: 'Provider type not found.',
      fetchedAt: null,
    });
  });

  it("does store 'Failed to load product lines' when the failure carries no message", async () => {
    const fetchGammes = vi
      .fn<FetchGammes>()
      .mockRejectedValueOnce(new Error(''))
      .mockRejectedValueOnce('boom');
    const store = createGammeCacheStore(fetchGammes);

    await store.getGammes('actudata');
    expect(store.getState().actudata?.error).toBe('Failed to load product lines');
    await store.getGammes('actudata');
    expect(store.getState().actudata?.error).toBe('Failed to load product lines');
  });

  it('does fetch again on the next request when the previous one failed', async () => {
    const fetchGammes = vi
      .fn<FetchGammes>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([senior]);
    const store = createGammeCacheStore(fetchGammes);
    await store.getGammes('actudata');

    expect(await store.getGammes('actudata')).toEqual([senior]);
    expect(store.getState().actudata).toMatchObject({ status: 'loaded', error: null });
  });

  it('does forget every provider type and fetch again when reset', async () => {
    const fetchGammes = vi.fn<FetchGammes>().mockResolvedValue([senior]);
    const store = createGammeCacheStore(fetchGammes);
    await store.getGammes('actudata');
    await store.getGammes('mutuelle-atlas');

    store.reset();

    expect(store.getState()).toEqual({});
    await store.getGammes('actudata');
    expect(fetchGammes).toHaveBeenCalledTimes(3);
  });

  it('does not write a request sent before a reset into the cache when it answers after it', async () => {
    const { fetchGammes, pending } = deferredFetch();
    const store = createGammeCacheStore(fetchGammes);
    const answer = store.getGammes('actudata');

    store.reset();
    pending[0]?.resolve([senior]);

    expect(await answer).toEqual([senior]);
    expect(store.getState()).toEqual({});
  });

  it('does tell subscribers about every change until they unsubscribe', async () => {
    const fetchGammes = vi.fn<FetchGammes>().mockResolvedValue([senior]);
    const store = createGammeCacheStore(fetchGammes);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    await store.getGammes('actudata');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.reset();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
