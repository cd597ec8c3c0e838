import type { RegisterInput } from '@brokerage/shared';
import { usePendingCall } from '@/features/auth/hooks/use-pending-call';
import { apiRequest } from '@/lib/api-client';
import { parseAuthAnswer } from '@/lib/session/api/load-auth-schemas';

/** POST /api/auth/register: files an access request; an administrator approves it (status 'pending'). */
export const registerAccount = async (input: RegisterInput): Promise<{ status: 'pending' }> => {
  const { status } = await parseAuthAnswer(
    'registerResponseSchema',
    apiRequest<unknown>('/api/auth/register', { method: 'POST', body: input }),
  );
  return { status };
};

export const useRegisterAccount = () => usePendingCall(registerAccount);
