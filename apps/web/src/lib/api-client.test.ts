import { REQUEST_TIMEOUTS, SHARED_REQUEST_RELEASE_MS } from '@brokerage/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  apiRequest,
  resetApiClientForTests,
  type SessionExpiredInfo,
  setSessionExpiredHandler,
  setSessionRefresher,
} from '@/lib/api-client';
import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_CODE } from '@/lib/api-error';
import { createIdentityTokenClient } from '@/lib/session/identity-token-client';
import { refreshSession } from '@/lib/session/refresh-session';
import { recordReply } from '@/test/api-replies';
import { apiError, type FakeFetch, fakeJwt, installFakeFetch, json } from '@/test/fake-fetch';

const refreshed = { success: true, message: 'ok', sessionExpiresAt: null, cookieSet: true };

let network: FakeFetch;
let expired: Mock<(info: SessionExpiredInfo) => void>;
let identity: ReturnType<typeof createIdentityTokenClient> | undefined;

/** Registers the real refresher, as the auth provider does, over the fake network. */
const useRealRefresher = () => {
  const client = createIdentityTokenClient();
  identity = client;
  setSessionRefresher(() => refreshSession(client));
};

beforeEach(() => {
  resetApiClientForTests();
  network = installFakeFetch();
  expired = vi.fn<(info: SessionExpiredInfo) => void>();
  setSessionExpiredHandler(expired);
});

afterEach(() => {
  identity?.clear();
  identity = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('does send cookies and JSON when called with a body', async () => {
    network.on('POST', '/api/users', recordReply({ id: '1' }, 201));

    const result = await apiRequest<{ data: { id: string } }>('/api/users', {
      method: 'POST',
      body: { a: 1 },
    });

    expect(result).toEqual({ data: { id: '1' } });
    const [call] = network.calls;
    expect(call?.credentials).toBe('include');
    expect(call?.body).toEqual({ a: 1 });
    expect(call?.headers['Content-Type']).toBe('application/json');
  });

  it('does omit the JSON content type when a POST has no body', async () => {
    network.on('POST', '/api/auth/logout', json(200, { success: true }));

    await apiRequest('/api/auth/logout', { method: 'POST' });

    expect(network.calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('does prefix /api and drop undefined query values when given a relative path', async () => {
    network.on('GET', '/api/users', recordReply([]));

    await apiRequest('/users', {
      query: { relations: 'company,team', page: 2, active: true, skip: undefined },
    });

    expect(network.calls[0]?.url).toBe('/api/users?relations=company%2Cteam&page=2&active=true');
  });

  it('does throw an ApiError carrying status, code, path and details when the API refuses', async () => {
    network.on(
      'POST',
      '/api/identity/verification-codes',
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request is invalid.',
        code: 'VALIDATION_FAILED',
        path: '/api/identity/verification-codes',
        details: { fields: [{ path: 'phoneNumber', message: 'INVALID_PHONE_NUMBER' }] },
      }),
    );

    const error = await apiRequest('/api/identity/verification-codes', { method: 'POST', body: {} }).catch(
      (e) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is invalid.',
      path: '/api/identity/verification-codes',
      details: { fields: [{ path: 'phoneNumber', message: 'INVALID_PHONE_NUMBER' }] },
    });
  });

  it('does read an upper-case error field as the code when the body has no code', async () => {
    network.on(
      'POST',
      '/api/auth/refresh-token',
      json(400, { success: false, error: 'TOKEN_MISSING', message: 'Invalid token provided for refresh' }),
    );

    const error = await apiRequest('/api/auth/refresh-token', { method: 'POST', body: { token: '' } }).catch(
      (e) => e,
    );

    expect(error).toMatchObject({ status: 400, code: 'TOKEN_MISSING', path: '/api/auth/refresh-token' });
  });

  it('does throw a status-0 NETWORK_ERROR when fetch itself fails', async () => {
    network.on('GET', '/api/users', { networkError: true });

    const error = await apiRequest('/api/users').catch((e) => e);

    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE, path: '/api/users' });
  });

  it('does time out after the base timeout when the caller names none', async () => {
    vi.useFakeTimers();
    network.on('GET', '/api/users', { hang: true });

    const pending = apiRequest('/api/users').catch((e) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.base - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: TIMEOUT_CODE });
  });

  it('does wait for the caller’s timeout when one is given', async () => {
    vi.useFakeTimers();
    network.on('GET', '/api/ventes/1', { hang: true });

    const pending = apiRequest('/api/ventes/1', { timeoutMs: REQUEST_TIMEOUTS.sale }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.base);
    expect(network.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.sale - REQUEST_TIMEOUTS.base);
    expect(await pending).toMatchObject({ code: TIMEOUT_CODE });
  });

  it('does rethrow the abort when the caller cancels', async () => {
    network.on('GET', '/api/users', { hang: true });
    const controller = new AbortController();

    const pending = apiRequest('/api/users', { signal: controller.signal }).catch((e) => e);
    controller.abort();

    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});

describe('apiRequest with share', () => {
  it('does send one request when identical GETs are in flight together', async () => {
    network.on('GET', '/api/ventes/1', recordReply({ id: '1' }));

    const [first, second] = await Promise.all([
      apiRequest('/api/ventes/1', { share: true }),
      apiRequest('/api/ventes/1', { share: true }),
    ]);

    expect(network.calls).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('does release the shared response when 100 ms have passed since it completed', async () => {
    vi.useFakeTimers();
    network.on('GET', '/api/customers/7', recordReply({ id: '7' }));

    await apiRequest('/api/customers/7', { share: true });
    await vi.advanceTimersByTimeAsync(SHARED_REQUEST_RELEASE_MS - 1);
    await apiRequest('/api/customers/7', { share: true });
    expect(network.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await apiRequest('/api/customers/7', { share: true });
    expect(network.calls).toHaveLength(2);
  });

  it('does not answer a read after a write with a response kept from before it', async () => {
    network
      .on('GET', '/api/ventes/1', recordReply({ version: 1 }), recordReply({ version: 2 }))
      .on('POST', '/api/ventes/1/call/end', recordReply({ version: 2 }));

    await apiRequest('/api/ventes/1', { share: true });
    await apiRequest('/api/ventes/1/call/end', { method: 'POST', body: {} });

    expect(await apiRequest('/api/ventes/1', { share: true })).toEqual({ data: { version: 2 } });
    expect(network.callsTo('GET', '/api/ventes/1')).toHaveLength(2);
  });

  it('does not share when the caller does not ask for it', async () => {
    network.on('GET', '/api/ventes/1', recordReply({ id: '1' }));

    await Promise.all([apiRequest('/api/ventes/1'), apiRequest('/api/ventes/1')]);

    expect(network.calls).toHaveLength(2);
  });
});

describe('apiRequest on 401', () => {
  const refreshRoutes = () =>
    network
      .on(
        'POST',
        '/api/identity/token',
        json(200, { idToken: fakeJwt({ exp: 4_000_000_000 }), expiresIn: 3600 }),
      )
      .on('POST', '/api/auth/refresh-token', json(200, refreshed));

  it('does refresh once and retry every request when several fail together', async () => {
    useRealRefresher();
    refreshRoutes();
    const unauthorized = apiError(401, 'UNAUTHENTICATED', 'Authentication required.');
    network
      .on('GET', '/api/users', unauthorized, recordReply('users'))
      .on('GET', '/api/teams', unauthorized, recordReply('teams'))
      .on('GET', '/api/roles', unauthorized, recordReply('roles'));

    const results = await Promise.all([
      apiRequest('/api/users'),
      apiRequest('/api/teams'),
      apiRequest('/api/roles'),
    ]);

    expect(results).toEqual([{ data: 'users' }, { data: 'teams' }, { data: 'roles' }]);
    expect(network.callsTo('POST', '/api/identity/token')).toHaveLength(1);
    expect(network.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
    expect(network.callsTo('GET', '/api/users')).toHaveLength(2);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does retry only once and then hand over to the expiry handler when the retry is refused too', async () => {
    useRealRefresher();
    refreshRoutes();
    network.on('GET', '/api/users', apiError(401, 'UNAUTHENTICATED', 'Authentication required.'));

    const error = await apiRequest('/api/users').catch((e) => e);

    expect(error).toMatchObject({ status: 401 });
    expect(network.callsTo('GET', '/api/users')).toHaveLength(2);
    expect(network.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
    expect(expired).toHaveBeenCalledWith({ path: '/api/users' });
  });

  it('does call the expiry handler once when the refresh fails for concurrent requests', async () => {
    useRealRefresher();
    network
      .on(
        'POST',
        '/api/identity/token',
        apiError(401, 'REFRESH_TOKEN_INVALID', 'Authentication token refresh failed'),
      )
      .on('GET', '/api/users', apiError(401, 'UNAUTHENTICATED', 'Authentication required.'))
      .on('GET', '/api/teams', apiError(401, 'UNAUTHENTICATED', 'Authentication required.'));

    const errors = await Promise.all([
      apiRequest('/api/users').catch((e) => e),
      apiRequest('/api/teams').catch((e) => e),
    ]);

    expect(errors.map((e) => (e as ApiError).status)).toEqual([401, 401]);
    expect(network.callsTo('POST', '/api/identity/token')).toHaveLength(1);
    expect(network.callsTo('GET', '/api/users')).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does call the expiry handler when no refresher is registered', async () => {
    network.on('GET', '/api/users', apiError(401, 'UNAUTHENTICATED', 'Authentication required.'));

    await expect(apiRequest('/api/users')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledWith({ path: '/api/users' });
  });

  it.each([
    '/api/auth/login',
    '/api/auth/refresh-token',
    '/api/auth/logout',
    '/api/auth/set-cookie',
    '/api/identity/sign-in/phone',
    '/api/identity/token',
  ])('does not refresh when %s answers 401', async (path) => {
    useRealRefresher();
    refreshRoutes();
    network.on('POST', path, apiError(401, 'INVALID_ID_TOKEN', 'Invalid token provided for refresh'));

    await expect(apiRequest(path, { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(network.calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh when the caller asks to skip it', async () => {
    useRealRefresher();
    refreshRoutes();
    network.on(
      'GET',
      '/api/auth/check-session',
      apiError(401, 'UNAUTHENTICATED', 'Authentication required.'),
    );

    await expect(apiRequest('/api/auth/check-session', { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(network.calls).toHaveLength(1);
  });

  it('does not refresh when the answer is 403', async () => {
    useRealRefresher();
    network.on('GET', '/api/users', apiError(403, 'FORBIDDEN', 'Forbidden resource', '/api/users'));

    await expect(apiRequest('/api/users')).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden resource',
    });
    expect(network.calls).toHaveLength(1);
  });
});
