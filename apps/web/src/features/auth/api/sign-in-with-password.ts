import type { SignInWithPasswordInput, SignInWithPasswordOutcome } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/**
 * POST /api/identity/sign-in/password: an ID token (and the refresh cookie), or, for an account with a second
 * factor, the pending credential of the second step.
 */
export const signInWithPassword = (input: SignInWithPasswordInput): Promise<SignInWithPasswordOutcome> =>
  postIdentity('/api/identity/sign-in/password', 'signInWithPasswordOutcomeSchema', input);

export const useSignInWithPassword = () => usePendingCall(signInWithPassword);
