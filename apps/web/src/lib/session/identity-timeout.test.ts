import { IDENTITY_NETWORK_TIMEOUT_MOBILE_MS, IDENTITY_NETWORK_TIMEOUT_MS } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { identityTimeoutMs } from '@/lib/session/identity-timeout';

describe('identityTimeoutMs', () => {
  it('does wait 30 s when the browser is a desktop one', () => {
    expect(identityTimeoutMs('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(
      IDENTITY_NETWORK_TIMEOUT_MS,
    );
    expect(IDENTITY_NETWORK_TIMEOUT_MS).toBe(30_000);
  });

  it('does wait 60 s when the browser is a mobile one', () => {
    expect(identityTimeoutMs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      IDENTITY_NETWORK_TIMEOUT_MOBILE_MS,
    );
    expect(IDENTITY_NETWORK_TIMEOUT_MOBILE_MS).toBe(60_000);
  });
});
