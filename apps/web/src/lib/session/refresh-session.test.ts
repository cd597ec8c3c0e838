import { describe, expect, it } from 'vitest';
import { createIdentityTokenClient } from '@/lib/session/identity-token-client';
import { refreshBackendSession, refreshSession } from '@/lib/session/refresh-session';
import { apiError, fakeJwt, fakeNetworkPerTest, json } from '@/test/fake-fetch';

const network = fakeNetworkPerTest();

describe('refreshBackendSession', () => {
  it('does answer TOKEN_MISSING without calling the server when the token is empty', async () => {
    const result = await refreshBackendSession('');

    expect(result).toEqual({
      success: false,
      error: 'TOKEN_MISSING',
      message: 'Invalid token provided for refresh',
      sessionExpiresAt: null,
      cookieSet: false,
    });
    expect(network.calls).toHaveLength(0);
  });

  it('does return the server’s fields when the refresh succeeds', async () => {
    const answer = {
      success: true,
      message: 'Session refreshed',
      sessionExpiresAt: '2025-01-06T10:00:00.000Z',
      cookieSet: true,
    };
    network.on('POST', '/api/auth/refresh-token', json(200, answer));

    expect(await refreshBackendSession('id-token')).toEqual(answer);
    expect(network.calls[0]?.body).toEqual({ token: 'id-token' });
  });

  it('does throw "Authentication token refresh failed" when the server answers 404', async () => {
    network.on('POST', '/api/auth/refresh-token', apiError(404, 'NOT_FOUND', 'Not found.'));

    await expect(refreshBackendSession('id-token')).rejects.toThrow(
      new Error('Authentication token refresh failed'),
    );
  });

  it('does answer NETWORK_ERROR when the network fails', async () => {
    network.on('POST', '/api/auth/refresh-token', { networkError: true });

    expect(await refreshBackendSession('id-token')).toEqual({
      success: false,
      error: 'NETWORK_ERROR',
      message: 'Network error during token refresh',
      sessionExpiresAt: null,
      cookieSet: false,
    });
  });

  it('does pass the server’s code through when the server refuses the token', async () => {
    network.on(
      'POST',
      '/api/auth/refresh-token',
      json(400, { success: false, error: 'TOKEN_MISSING', message: 'Invalid token provided for refresh' }),
    );

    expect(await refreshBackendSession('x')).toMatchObject({ success: false, error: 'TOKEN_MISSING' });
  });
});

describe('refreshSession', () => {
  it('does get a new ID token and hand it to the server when called', async () => {
    const idToken = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
    network
      .on('POST', '/api/identity/token', json(200, { idToken, expiresIn: 3600 }))
      .on(
        'POST',
        '/api/auth/refresh-token',
        json(200, { success: true, message: 'ok', sessionExpiresAt: null, cookieSet: true }),
      );
    const identity = createIdentityTokenClient();

    expect(await refreshSession(identity)).toBe(true);
    expect(network.callsTo('POST', '/api/auth/refresh-token')[0]?.body).toEqual({ token: idToken });
    identity.clear();
  });
});
