import type { SignInWithPhoneInput, SignInWithPhoneResponse } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/** POST /api/identity/sign-in/phone: trades the SMS code for an ID token (and sets the refresh cookie). */
export const signInWithPhone = (input: SignInWithPhoneInput): Promise<SignInWithPhoneResponse> =>
  postIdentity('/api/identity/sign-in/phone', 'signInWithPhoneResponseSchema', input);

export const useSignInWithPhone = () => usePendingCall(signInWithPhone);
