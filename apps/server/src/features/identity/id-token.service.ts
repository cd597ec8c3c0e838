import { ID_TOKEN_LIFETIME_SECONDS } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Executor } from '@/db/client.ts';
import { AppError } from '@/platform/app-error.ts';
import { getPublicJwks, getSigningKey, SIGNING_ALGORITHM } from './signing-keys.ts';

/**
 * Fixed names rather than URLs: the server does not know its public address, and an external OpenID Connect
 * provider replacing this service would be configured with its own issuer and audience anyway (DESIGN §6).
 */
export const ID_TOKEN_ISSUER = 'brokerage-identity';
export const ID_TOKEN_AUDIENCE = 'brokerage-back-office';

/** Tolerates small clock differences between the instances that sign and verify. */
const CLOCK_TOLERANCE_SECONDS = 5;
/**
 * A token naming a key we do not know may come from a key another instance just created: re-read the table,
 * but at most once a second, so tokens with made-up key ids cannot turn into a query each.
 */
const UNKNOWN_KID_RELOAD_AFTER_MS = 1_000;

export interface IdTokenClaims {
  accountId: string;
  phoneNumber: string;
  /** The sign-in (refresh-token family) the token was issued for, OIDC's `sid`; absent on older tokens. */
  familyId?: string;
}

/** A one-hour ES256 JWT: `sub` is the identity account, `phone_number` its E.164 number. */
export const signIdToken = async ({
  db,
  appSecret,
  accountId,
  phoneNumber,
  familyId,
}: IdTokenClaims & { db: Executor; appSecret: string }) => {
  const { kid, privateKey } = await getSigningKey({ db, appSecret });
  const idToken = await new SignJWT({ phone_number: phoneNumber, ...(familyId ? { sid: familyId } : {}) })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setIssuer(ID_TOKEN_ISSUER)
    .setAudience(ID_TOKEN_AUDIENCE)
    .setSubject(accountId)
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_LIFETIME_SECONDS}s`)
    .sign(privateKey);
  return { idToken, expiresIn: ID_TOKEN_LIFETIME_SECONDS };
};

const verifyWith = async (db: Executor, token: string, maxAgeMs?: number) => {
  const keys = await getPublicJwks({ db, maxAgeMs });
  const { payload } = await jwtVerify(token, createLocalJWKSet({ keys }), {
    algorithms: [SIGNING_ALGORITHM],
    issuer: ID_TOKEN_ISSUER,
    audience: ID_TOKEN_AUDIENCE,
    requiredClaims: ['sub', 'exp', 'iat', 'phone_number'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  });
  return payload;
};

/** Checks signature (keys of `signing_keys`), issuer, audience and expiry; any failure is INVALID_ID_TOKEN. */
export const verifyIdToken = async (app: FastifyInstance, token: string): Promise<IdTokenClaims> => {
  try {
    const payload = await verifyWith(app.db, token).catch((error: unknown) => {
      if (error instanceof joseErrors.JWKSNoMatchingKey)
        return verifyWith(app.db, token, UNKNOWN_KID_RELOAD_AFTER_MS);
      throw error;
    });
    const { sub, phone_number: phoneNumber, sid } = payload;
    if (typeof sub !== 'string' || typeof phoneNumber !== 'string') throw new Error('malformed claims');
    return { accountId: sub, phoneNumber, ...(typeof sid === 'string' ? { familyId: sid } : {}) };
  } catch (error) {
    throw new AppError('INVALID_ID_TOKEN', { cause: error });
  }
};
