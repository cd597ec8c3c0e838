import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/config.ts';
import { users } from '@/db/schema/index.ts';
import { DEMO_ACCOUNTS, demoAccountsExist, seedDemo, seedRoles } from '@/db/seed/seed.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  insertStaffUser,
  obtainIdToken,
  requestVerificationCode,
  resetRateLimits,
} from '@/test/identity-helpers.ts';
import { assertDemoNotExposed, isLoopbackAddress } from './loopback.ts';

/** Issue 8: proxies, the development outbox and the limits, seen from the network. */
const PROXY = '10.0.0.1';
const STRANGER = '203.0.113.5';
const AGENT = '+33639981201';
const demoPhones = DEMO_ACCOUNTS.map((account) => account.phone);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: PROXY, CODE_REQUESTS_PER_IP_PER_HOUR: '3' });
  await insertStaffUser(t.db, AGENT);
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));
afterEach(() => vi.useRealTimers());

const askForCode = (remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/verification-codes',
    payload: { phoneNumber: AGENT, purpose: 'sign-in', captcha: 'bogus' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let request = 1; request <= 3; request += 1) {
      const response = await askForCode(STRANGER, `198.51.100.${request}`);
      expect(response.json().code).toBe('CAPTCHA_FAILED');
    }
    // A fresh spoofed address on each request changes nothing: the peer's own address is limited.
    const spoofed = await askForCode(STRANGER, '198.51.100.99');
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('takes the client address from the trusted proxy, so clients behind it are limited one by one', async () => {
    for (let request = 1; request <= 3; request += 1) await askForCode(PROXY, '198.51.100.10');
    expect((await askForCode(PROXY, '198.51.100.10')).statusCode).toBe(429);
    expect((await askForCode(PROXY, '198.51.100.11')).json().code).toBe('CAPTCHA_FAILED');
  });

  it('with a hop count, takes the address the last proxy saw, not what the client wrote before it', async () => {
    const behindOne = await buildTestApp({ TRUST_PROXY: '1', CODE_REQUESTS_PER_IP_PER_HOUR: '1' });
    const ask = (forwardedFor: string) =>
      behindOne.app.inject({
        method: 'POST',
        url: '/api/identity/verification-codes',
        payload: { phoneNumber: AGENT, purpose: 'sign-in', captcha: 'bogus' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    try {
      expect((await ask('192.0.2.1, 198.51.100.20')).json().code).toBe('CAPTCHA_FAILED');
      // The client's own left-most entry changes, the address the proxy saw does not: still limited.
      expect((await ask('192.0.2.2, 198.51.100.20')).statusCode).toBe(429);
      expect((await ask('192.0.2.1, 198.51.100.21')).json().code).toBe('CAPTCHA_FAILED');
    } finally {
      await behindOne.close();
    }
  });

  it('refuses true at start, saying why, and takes hop counts and address lists', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' would trust/);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/not understood: proxy.local/);
  });
});

describe('the development SMS outbox', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/identity/dev/sms-outbox?phoneNumber=${encodeURIComponent(AGENT)}`,
      remoteAddress,
      headers,
    });

  it('answers a caller on this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
  });

  it('refuses a caller from the network, and a request relayed by a proxy', async () => {
    const remote = await outbox(STRANGER);
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ details: { reason: 'LOOPBACK_ONLY' } });
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await outbox(PROXY, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '0.0.0.0', '::', 'localhost', undefined].some(isLoopbackAddress)).toBe(false);
  });
});

describe('demo accounts on the network', () => {
  it('refuses to start on a network HOST while demo accounts exist, unless ALLOW_DEMO_ON_NETWORK', async () => {
    expect(await demoAccountsExist(t.db)).toBe(false);
    await seedRoles(t.db);
    await seedDemo(t.db);
    const exist = await demoAccountsExist(t.db);
    expect(exist).toBe(true);
    const onNetwork = loadConfig({ HOST: '0.0.0.0' });
    expect(() => assertDemoNotExposed(onNetwork, exist)).toThrow(/ALLOW_DEMO_ON_NETWORK=true/);
    expect(() => assertDemoNotExposed(onNetwork, false)).not.toThrow();
    expect(() => assertDemoNotExposed(loadConfig({}), exist)).not.toThrow();
    expect(() => assertDemoNotExposed(loadConfig({ HOST: 'localhost' }), exist)).not.toThrow();
    const allowed = loadConfig({ HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: 'true' });
    // Disabled demo accounts can no longer sign in, so they no longer count.
    await t.db.update(users).set({ status: 'disabled' }).where(inArray(users.phone, demoPhones));
    expect(await demoAccountsExist(t.db)).toBe(false);
    expect(() => assertDemoNotExposed(allowed, exist)).not.toThrow();
  });
});

describe('the per-number code limit', () => {
  it('starts counting again once the number signs in, so codes a stranger asked for stop counting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const strangerAsks = (seconds: number) => {
      vi.setSystemTime(start + seconds * 1_000);
      return requestVerificationCode(t.app, { phoneNumber: AGENT, ip: `198.51.100.${seconds % 250}` });
    };
    // A stranger spends the number's codes (each wait doubles: 1, 2, 4 minutes)...
    for (const seconds of [0, 60, 180]) expect((await strangerAsks(seconds)).statusCode).toBe(200);
    expect((await strangerAsks(181)).json().details.retryAfterSeconds).toBe(239);
    // ...the owner waits at most that, signs in, and the next code needs no wait at all.
    vi.setSystemTime(start + 420_000);
    await obtainIdToken(t, AGENT);
    expect((await strangerAsks(421)).statusCode).toBe(200);
  });
});
