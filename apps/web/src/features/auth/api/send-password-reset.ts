import type { SendPasswordResetInput } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/** POST /api/identity/password-reset: asks for a link by email; the answer is the same for any address. */
export const sendPasswordReset = (input: SendPasswordResetInput) =>
  postIdentity('/api/identity/password-reset', 'successResponseSchema', input);

export const useSendPasswordReset = () => usePendingCall(sendPasswordReset);
