import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FirstFactorOutcome, SignedIn } from './complete-sign-in.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

/** Every factor proven: the ID token in the body, the refresh token as its cookie. */
export const answerSignedIn = (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) => {
  setRefreshCookie(request, reply, signedIn.refresh.token, signedIn.refresh.expiresAt);
  return {
    idToken: signedIn.idToken,
    expiresIn: signedIn.expiresIn,
    phoneNumber: signedIn.account.phoneNumber,
  };
};

/**
 * The HTTP answer of a first-factor step: the ID token (and the refresh cookie) when no second factor is
 * enrolled, else the pending multi-factor credential and the factors it may be completed with.
 */
export const answerSignIn = (request: FastifyRequest, reply: FastifyReply, outcome: FirstFactorOutcome) =>
  outcome.status === 'multi-factor-pending'
    ? { mfaPendingCredential: outcome.mfaPendingCredential, mfaInfo: outcome.mfaInfo }
    : answerSignedIn(request, reply, outcome);
