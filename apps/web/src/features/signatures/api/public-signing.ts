import {
  type DeclineSigningInput,
  declineSigningResponseSchema,
  type PublicSigningView,
  publicSigningViewResponseSchema,
  REQUEST_TIMEOUTS,
  type SignInput,
  signingCodeResponseSchema,
  signResponseSchema,
} from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The customer's signing calls (no staff session: the token in the path is the credential). A 401 is answered
 * as is, never with the staff session's silent refresh. Plain functions, not TanStack Query: the public page
 * loads without the signed-in shell's libraries.
 */
const signingPath = (token: string, action?: string) =>
  `/api/public/sign/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;

/** GET /api/public/sign/{token}: what the page shows; the server records the first opening. */
export const getSigningView = async (token: string, signal?: AbortSignal): Promise<PublicSigningView> =>
  publicSigningViewResponseSchema.parse(
    await apiRequest<unknown>(signingPath(token), { signal, skipAuthRefresh: true }),
  ).data;

/** POST /api/public/sign/{token}/code: texts a 6-digit code to the signer's phone; answers when it expires. */
export const requestSigningCode = async (token: string): Promise<{ expiresAt: string }> =>
  signingCodeResponseSchema.parse(
    await apiRequest<unknown>(signingPath(token, 'code'), {
      method: 'POST',
      skipAuthRefresh: true,
      timeoutMs: REQUEST_TIMEOUTS.signature,
    }),
  ).data;

/** POST /api/public/sign/{token}/sign with the code and the consent. */
export const signDocuments = async (token: string, input: SignInput): Promise<void> => {
  signResponseSchema.parse(
    await apiRequest<unknown>(signingPath(token, 'sign'), {
      method: 'POST',
      body: input,
      skipAuthRefresh: true,
      timeoutMs: REQUEST_TIMEOUTS.signature,
    }),
  );
};

/** POST /api/public/sign/{token}/decline: the customer says no, with an optional reason for the adviser. */
export const declineSigning = async (token: string, input: DeclineSigningInput): Promise<void> => {
  declineSigningResponseSchema.parse(
    await apiRequest<unknown>(signingPath(token, 'decline'), {
      method: 'POST',
      body: input,
      skipAuthRefresh: true,
    }),
  );
};
