import type { ResetPasswordInput } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/** POST /api/identity/password-reset/confirm: the emailed link's code and the new password (single use). */
export const resetPassword = (input: ResetPasswordInput) =>
  postIdentity('/api/identity/password-reset/confirm', 'successResponseSchema', input);

export const useResetPassword = () => usePendingCall(resetPassword);
