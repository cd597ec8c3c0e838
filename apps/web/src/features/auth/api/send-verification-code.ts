import type { SendVerificationCodeInput } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { postIdentity } from '@/lib/session/api/load-auth-schemas';

/** POST /api/identity/verification-codes: texts a 6-digit code once the captcha is solved (DESIGN §6). */
export const sendVerificationCode = (input: SendVerificationCodeInput): Promise<{ sessionInfo: string }> =>
  postIdentity('/api/identity/verification-codes', 'sendVerificationCodeResponseSchema', input);

export const useSendVerificationCode = () => usePendingCall(sendVerificationCode);
