import { IDENTITY_NETWORK_TIMEOUT_MOBILE_MS, IDENTITY_NETWORK_TIMEOUT_MS } from '@brokerage/shared';

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** Identity calls wait 30 s, 60 s on mobile networks (SPEC §9), like the identity provider's own SDK. */
export const identityTimeoutMs = (
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): number =>
  MOBILE_USER_AGENT.test(userAgent) ? IDENTITY_NETWORK_TIMEOUT_MOBILE_MS : IDENTITY_NETWORK_TIMEOUT_MS;
