import type { SignInWithPhoneInput, SignInWithPhoneOutcome } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/**
 * POST /api/identity/sign-in/phone: trades the SMS code for an ID token (and sets the refresh cookie), or, for
 * an account with a second factor, for the pending credential of the second step.
 */
export const signInWithPhone = (input: SignInWithPhoneInput): Promise<SignInWithPhoneOutcome> =>
  postIdentity('/api/identity/sign-in/phone', 'signInWithPhoneOutcomeSchema', input);

export const useSignInWithPhone = () => usePendingCall(signInWithPhone);
