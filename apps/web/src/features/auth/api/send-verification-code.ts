import type { SendVerificationCodeInput } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';
import { identityTimeoutMs } from '@/lib/session/identity-timeout';

/** POST /api/identity/verification-codes: texts a 6-digit code once the captcha is solved (DESIGN §6). */
export const sendVerificationCode = async (
  input: SendVerificationCodeInput,
): Promise<{ sessionInfo: string }> =>
  await parseAuthAnswer(
    'sendVerificationCodeResponseSchema',
    apiRequest<unknown>('/api/identity/verification-codes', {
      method: 'POST',
      body: input,
      timeoutMs: identityTimeoutMs(),
    }),
  );

export const useSendVerificationCode = () => usePendingCall(sendVerificationCode);
