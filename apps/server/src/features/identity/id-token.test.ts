import { eq, isNull } from 'drizzle-orm';
import { type CryptoKey, createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityAccounts, signingKeys } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { insertStaffUser, obtainIdToken } from '@/test/identity-helpers.ts';
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER, verifyIdToken } from './id-token.service.ts';
import { getSigningKey } from './signing-keys.ts';

const AGENT = '+33639984001';

let t: TestApp;
let idToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  await insertStaffUser(t.db, AGENT);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const jwks = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/identity/jwks.json' });
  expect(response.statusCode).toBe(200);
  return response.json<{ keys: Array<Record<string, string>> }>();
};

/** A token with our claims and `kid`, signed by `key` (a foreign one) or by ours with altered claims. */
const forge = async (
  options: { issuer?: string; audience?: string; key?: CryptoKey; expiresIn?: string } = {},
) => {
  const own = await getSigningKey({ db: t.db, appSecret: t.app.appSecret });
  return new SignJWT({ phone_number: AGENT })
    .setProtectedHeader({ alg: 'ES256', kid: own.kid })
    .setIssuer(options.issuer ?? ID_TOKEN_ISSUER)
    .setAudience(options.audience ?? ID_TOKEN_AUDIENCE)
    .setSubject('00000000-0000-4000-8000-000000000000')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? own.privateKey);
};

describe('GET /api/identity/jwks.json', () => {
  it('publishes one public ES256 key when nobody has signed in yet', async () => {
    const { keys } = await jwks();
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: expect.any(String),
        alg: 'ES256',
        use: 'sig',
      },
    ]);
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('keeps the private key encrypted at rest', async () => {
    const [row] = await t.db.select().from(signingKeys).where(isNull(signingKeys.retiredAt));
    expect(row?.privateJwkEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.privateJwkEncrypted).not.toContain('"d"');
    expect(row?.publicJwk).not.toHaveProperty('d');
  });
});

describe('ID tokens', () => {
  beforeAll(async () => {
    ({ idToken } = await obtainIdToken(t, AGENT));
  });

  it('verifies with verifyIdToken and names the account, the number and the sign-in when the token is genuine', async () => {
    const [account] = await t.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.phoneNumber, AGENT));
    await expect(verifyIdToken(t.app, idToken)).resolves.toEqual({
      accountId: account?.id,
      phoneNumber: AGENT,
      familyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('verifies with jose against the published JWKS when an outside service checks it', async () => {
    const { payload, protectedHeader } = await jwtVerify(idToken, createLocalJWKSet(await jwks()), {
      issuer: ID_TOKEN_ISSUER,
      audience: ID_TOKEN_AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(payload.phone_number).toBe(AGENT);
    expect(protectedHeader.kid).toBe((await jwks()).keys[0]?.kid);
  });

  it('throws INVALID_ID_TOKEN when the token is not a JWT or was altered', async () => {
    const [header, , signature] = idToken.split('.');
    const otherClaims = Buffer.from(
      JSON.stringify({ ...decodeJwt(idToken), phone_number: '+33639984999' }),
    ).toString('base64url');
    for (const token of ['', 'not-a-jwt', `${header}.${otherClaims}.${signature}`]) {
      await expect(verifyIdToken(t.app, token)).rejects.toMatchObject({
        code: 'INVALID_ID_TOKEN',
        statusCode: 401,
      });
    }
  });

  it('throws INVALID_ID_TOKEN when the token was signed by another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    await expect(verifyIdToken(t.app, await forge({ key: privateKey }))).rejects.toMatchObject({
      code: 'INVALID_ID_TOKEN',
    });
  });

  it('throws INVALID_ID_TOKEN when the issuer or the audience is not ours', async () => {
    await expect(verifyIdToken(t.app, await forge())).resolves.toMatchObject({ phoneNumber: AGENT });
    for (const token of [await forge({ issuer: 'someone-else' }), await forge({ audience: 'another-app' })]) {
      await expect(verifyIdToken(t.app, token)).rejects.toMatchObject({ code: 'INVALID_ID_TOKEN' });
    }
  });

  it('throws INVALID_ID_TOKEN when the token is older than its hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_600_000 + 10_000);
    await expect(verifyIdToken(t.app, idToken)).rejects.toMatchObject({ code: 'INVALID_ID_TOKEN' });
  });

  it('throws INVALID_ID_TOKEN when the token declares no signature algorithm', async () => {
    const [, payload] = idToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    await expect(verifyIdToken(t.app, unsigned)).rejects.toMatchObject({ code: 'INVALID_ID_TOKEN' });
  });
});

describe('signing keys', () => {
  it('retires a key that no longer decrypts and creates a new one when the application secret changed', async () => {
    const before = await t.db.select().from(signingKeys);
    // A transaction is a distinct executor, so the per-database cache does not answer for it.
    const replacement = await t.db.transaction((tx) => getSigningKey({ db: tx, appSecret: 'y'.repeat(32) }));
    const after = await t.db.select().from(signingKeys);

    expect(before).toHaveLength(1);
    expect(replacement.kid).not.toBe(before[0]?.kid);
    expect(after.find((row) => row.kid === before[0]?.kid)?.retiredAt).toBeInstanceOf(Date);
    expect(after.find((row) => row.kid === replacement.kid)?.retiredAt).toBeNull();
  });
});
