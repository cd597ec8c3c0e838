import { MAX_LOGIN_REDIRECTS, REDIRECT_COUNTER_RESET_MS } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { registerLoginRedirect, resetLoginRedirects } from '@/lib/session/redirect-counter';

describe('registerLoginRedirect', () => {
  it('does allow 3 redirects and refuse the 4th when they come in quick succession', () => {
    const start = 1_000_000;

    const outcomes = [0, 1_000, 2_000, 3_000].map((offset) => registerLoginRedirect(start + offset));

    expect(MAX_LOGIN_REDIRECTS).toBe(3);
    expect(outcomes).toEqual([true, true, true, false]);
  });

  it('does start counting again when the last redirect is older than 10 s', () => {
    const start = 1_000_000;
    for (const offset of [0, 1, 2]) registerLoginRedirect(start + offset);
    expect(registerLoginRedirect(start + 2 + REDIRECT_COUNTER_RESET_MS)).toBe(false);

    expect(registerLoginRedirect(start + 2 + REDIRECT_COUNTER_RESET_MS + 1)).toBe(true);
  });

  it('does start counting again when authentication succeeds', () => {
    const start = 1_000_000;
    for (const offset of [0, 1, 2]) registerLoginRedirect(start + offset);

    resetLoginRedirects();

    expect(registerLoginRedirect(start + 3)).toBe(true);
  });

  it('does start from zero when the stored counter is corrupted', () => {
    sessionStorage.setItem('brokerage.auth.loginRedirects', '{not json');

    expect(registerLoginRedirect(1_000)).toBe(true);
  });
});
