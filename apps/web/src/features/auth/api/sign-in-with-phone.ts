import type { SignInWithPhoneInput, SignInWithPhoneResponse } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';
import { identityTimeoutMs } from '@/lib/session/identity-timeout';

/** POST /api/identity/sign-in/phone: trades the SMS code for an ID token (and sets the refresh cookie). */
export const signInWithPhone = async (input: SignInWithPhoneInput): Promise<SignInWithPhoneResponse> =>
  await parseAuthAnswer(
    'signInWithPhoneResponseSchema',
    apiRequest<unknown>('/api/identity/sign-in/phone', {
      method: 'POST',
      body: input,
      timeoutMs: identityTimeoutMs(),
    }),
  );

export const useSignInWithPhone = () => usePendingCall(signInWithPhone);
