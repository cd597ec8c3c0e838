import { TOKEN_REFRESH_MARGIN_MS } from '@brokerage/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import { createIdentityTokenClient, type IdentityTokenClient } from '@/lib/session/identity-token-client';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

const tokenExpiringIn = (ms: number) =>
  fakeJwt({ iat: Math.floor(Date.now() / 1000), exp: (Date.now() + ms) / 1000 });

let network: FakeFetch;
let client: IdentityTokenClient;
let invalidated: Mock<(error: ApiError) => void>;

const tokenCalls = () => network.callsTo('POST', '/api/identity/token').length;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  resetApiClientForTests();
  network = installFakeFetch();
  invalidated = vi.fn<(error: ApiError) => void>();
  client = createIdentityTokenClient({ onInvalidated: invalidated });
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('identity token client', () => {
  it('does answer from memory without a call when the token is still valid', async () => {
    const token = tokenExpiringIn(HOUR);
    client.setToken(token, 3600);

    expect(await client.getIdToken()).toBe(token);
    expect(tokenCalls()).toBe(0);
  });

  it('does fetch one token for concurrent callers when none is in memory', async () => {
    const fresh = tokenExpiringIn(HOUR);
    network.on('POST', '/api/identity/token', json(200, { idToken: fresh, expiresIn: 3600 }));

    const tokens = await Promise.all([client.getIdToken(), client.getIdToken({ forceRefresh: true })]);

    expect(tokens).toEqual([fresh, fresh]);
    expect(tokenCalls()).toBe(1);
    expect(client.getToken()).toBe(fresh);
  });

  it('does refresh 5 minutes before expiry when a token is set', async () => {
    network.on(
      'POST',
      '/api/identity/token',
      json(200, { idToken: tokenExpiringIn(2 * HOUR), expiresIn: 3600 }),
    );
    client.setToken(tokenExpiringIn(HOUR), 3600);

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_MARGIN_MS - 1);
    expect(tokenCalls()).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(tokenCalls()).toBe(1);
  });

  it('does not refresh at once when the token expires in years', async () => {
    client.setToken(tokenExpiringIn(5 * 365 * 24 * HOUR), 3600);

    await vi.advanceTimersByTimeAsync(HOUR);

    expect(tokenCalls()).toBe(0);
  });

  it('does back off from 30 s doubling to 16 min when the network keeps failing', async () => {
    network.on('POST', '/api/identity/token', { networkError: true });
    client.setToken(tokenExpiringIn(TOKEN_REFRESH_MARGIN_MS), 300);
    await vi.advanceTimersByTimeAsync(0);
    expect(tokenCalls()).toBe(1);

    const expectedGaps = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000];
    for (const [index, gap] of expectedGaps.entries()) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(tokenCalls()).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(tokenCalls()).toBe(index + 2);
    }
  });

  it('does start the backoff again at 30 s when a refresh has succeeded', async () => {
    network.on('POST', '/api/identity/token', { networkError: true }, { networkError: true }, () =>
      json(200, { idToken: tokenExpiringIn(HOUR), expiresIn: 3600 }),
    );
    client.setToken(tokenExpiringIn(TOKEN_REFRESH_MARGIN_MS), 300);
    await vi.advanceTimersByTimeAsync(0 + 30_000 + 60_000);
    expect(tokenCalls()).toBe(3);

    network.on('POST', '/api/identity/token', { networkError: true });
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_MARGIN_MS);
    expect(tokenCalls()).toBe(4);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tokenCalls()).toBe(5);
  });

  it.each([
    ['USER_DISABLED', 403, 'This account has been disabled. Please contact support.'],
    ['REFRESH_TOKEN_INVALID', 401, 'Authentication token refresh failed'],
  ])(
    'does clear the session and stop retrying when the service answers %s',
    async (code, status, message) => {
      network.on('POST', '/api/identity/token', apiError(status, code, message));
      client.setToken(tokenExpiringIn(TOKEN_REFRESH_MARGIN_MS), 300);
      await vi.advanceTimersByTimeAsync(0);

      expect(invalidated).toHaveBeenCalledWith(expect.objectContaining({ code }));
      expect(client.getToken()).toBeNull();
      await vi.advanceTimersByTimeAsync(HOUR);
      expect(tokenCalls()).toBe(1);
    },
  );

  it('does tell subscribers when a token is set or cleared', async () => {
    const seen: Array<string | null> = [];
    client.subscribe((token) => seen.push(token));
    const token = tokenExpiringIn(HOUR);

    client.setToken(token, 3600);
    client.clear();

    expect(seen).toEqual([token, null]);
  });
});
