import type {
  MfaEnrollmentFinalizeResponse,
  MfaEnrollmentStartResponse,
  MfaStatusResponse,
} from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The identity service's `mfaEnrollment:*` calls. They take the current ID token as a bearer, like the
 * provider's own API: the factor belongs to the identity account, not to the product session.
 */
export const getMfaStatus = (idToken: string) =>
  apiRequest<MfaStatusResponse>('/api/identity/mfa-enrollment', {
    bearerToken: idToken,
    skipAuthRefresh: true,
  });

export const startMfaEnrollment = (idToken: string) =>
  apiRequest<MfaEnrollmentStartResponse>('/api/identity/mfa-enrollment/start', {
    method: 'POST',
    bearerToken: idToken,
    skipAuthRefresh: true,
  });

export const finalizeMfaEnrollment = (idToken: string, code: string) =>
  apiRequest<MfaEnrollmentFinalizeResponse>('/api/identity/mfa-enrollment/finalize', {
    method: 'POST',
    body: { code },
    bearerToken: idToken,
    skipAuthRefresh: true,
  });

export const withdrawMfaEnrollment = (idToken: string, code: string) =>
  apiRequest<{ success: true }>('/api/identity/mfa-enrollment/withdraw', {
    method: 'POST',
    body: { code },
    bearerToken: idToken,
    skipAuthRefresh: true,
  });
