import { TOKEN_EXPIRY_SKEW_MS, TOKEN_FALLBACK_LIFETIME_MS } from '@brokerage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwtExpiry, isExpired, readTokenTimes } from '@/lib/session/jwt-expiry';
import { fakeJwt } from '@/test/fake-fetch';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decodeJwtExpiry', () => {
  it('does return the exp claim in milliseconds when the token is well formed', () => {
    expect(decodeJwtExpiry(fakeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('does log an error and return nothing when the token is malformed', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(decodeJwtExpiry('not-a-token')).toBeUndefined();
    expect(decodeJwtExpiry('a.%%%.c')).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('does return nothing without logging when a well-formed token has no exp', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(decodeJwtExpiry(fakeJwt({ sub: 'u1' }))).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('readTokenTimes', () => {
  const now = 1_000_000;

  it('does prefer the token’s own iat and exp when it carries them', () => {
    expect(readTokenTimes(fakeJwt({ iat: 100, exp: 3_700 }), 60, now)).toEqual({
      issuedAt: 100_000,
      expiresAt: 3_700_000,
    });
  });

  it('does use the announced lifetime when the token has no exp', () => {
    expect(readTokenTimes(fakeJwt({}), 600, now)).toEqual({ issuedAt: now, expiresAt: now + 600_000 });
  });

  it('does fall back to one hour when the expiry cannot be decoded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(readTokenTimes('garbage', undefined, now)).toEqual({
      issuedAt: now,
      expiresAt: now + TOKEN_FALLBACK_LIFETIME_MS,
    });
  });
});

describe('isExpired', () => {
  it('does count a token as expired when it is 30 s from its expiry', () => {
    const expiresAt = 100_000;

    expect(isExpired(expiresAt, expiresAt - TOKEN_EXPIRY_SKEW_MS - 1)).toBe(false);
    expect(isExpired(expiresAt, expiresAt - TOKEN_EXPIRY_SKEW_MS)).toBe(true);
  });
});
