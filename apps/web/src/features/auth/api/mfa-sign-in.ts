import type { MfaSignInFinalizeInput, SignInWithPhoneResponse } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/** POST /api/identity/mfa-sign-in/finalize: the pending credential and a TOTP or recovery code for an ID token. */
export const finalizeMfaSignIn = (input: MfaSignInFinalizeInput): Promise<SignInWithPhoneResponse> =>
  postIdentity('/api/identity/mfa-sign-in/finalize', 'signInWithPhoneResponseSchema', input);

export const useFinalizeMfaSignIn = () => usePendingCall(finalizeMfaSignIn);
