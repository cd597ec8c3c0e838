import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ID_TOKEN_LIFETIME_SECONDS } from '@brokerage/shared';
import { desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import type { Executor } from '@/db/client.ts';
import { signingKeys } from '@/db/schema/index.ts';
import { keyedHash } from '@/platform/secrets.ts';

/** ECDSA P-256: short tokens, fast to verify, and supported by every JOSE library an external verifier may use. */
export const SIGNING_ALGORITHM = 'ES256';

/** How long the public keys are trusted from memory before the table is read again (another instance may rotate). */
const PUBLIC_KEYS_CACHE_MS = 5 * 60_000;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** The public half of an EC P-256 key, as published in the JWK Set. */
export type PublicJwk = {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: string;
  use: 'sig';
};

type SigningKeyRow = typeof signingKeys.$inferSelect;

// Keyed by the database handle, which every encapsulated Fastify context of one app shares.
const signingKeyCache = new WeakMap<object, Promise<SigningKey>>();
const publicKeysCache = new WeakMap<object, { loadedAt: number; keys: Promise<PublicJwk[]> }>();

const encryptionKey = (appSecret: string) =>
  Buffer.from(keyedHash(appSecret, 'identity-signing-key-encryption'), 'base64url');

/** AES-256-GCM, bound to the key id so a ciphertext cannot be moved to another row. */
const encryptPrivateJwk = (jwk: JWK, kid: string, appSecret: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(appSecret), iv).setAAD(Buffer.from(kid));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

const decryptPrivateJwk = (encrypted: string, kid: string, appSecret: string): JWK => {
  const [version, iv, tag, ciphertext] = encrypted.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext)
    throw new Error('unknown signing-key encryption format');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(appSecret), Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(kid))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as JWK;
};

const generateSigningKeyRow = async (appSecret: string) => {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    algorithm: SIGNING_ALGORITHM,
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    privateJwkEncrypted: encryptPrivateJwk(await exportJWK(privateKey), kid, appSecret),
    createdAt: new Date(),
  } satisfies typeof signingKeys.$inferInsert;
};

const toSigningKey = async (row: SigningKeyRow, appSecret: string): Promise<SigningKey> => ({
  kid: row.kid,
  privateKey: (await importJWK(
    decryptPrivateJwk(row.privateJwkEncrypted, row.kid, appSecret),
    row.algorithm,
  )) as CryptoKey,
});

/**
 * The newest live key, generated on first use. A transaction-scoped advisory lock lets exactly one of several
 * instances starting together create it; the others wait and read it. A key that no longer decrypts (the
 * application secret was changed) is retired and replaced, so tokens keep flowing after a secret rotation.
 */
const loadOrCreateSigningKey = async ({ db, appSecret }: { db: Executor; appSecret: string }) => {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('identity:signing-key'))`);
    const [current] = await tx
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid))
      .limit(1);
    if (current) {
      try {
        decryptPrivateJwk(current.privateJwkEncrypted, current.kid, appSecret);
        return current;
      } catch {
        await tx.update(signingKeys).set({ retiredAt: new Date() }).where(eq(signingKeys.kid, current.kid));
      }
    }
    const generated = await generateSigningKeyRow(appSecret);
    const [inserted] = await tx.insert(signingKeys).values(generated).onConflictDoNothing().returning();
    return inserted ?? { ...generated, retiredAt: null };
  });
  publicKeysCache.delete(db);
  return toSigningKey(row, appSecret);
};

/** Remembers a promise per database; a failed load is forgotten so the next call tries again. */
const remember = <T>(
  cache: WeakMap<object, Promise<T>>,
  db: Executor,
  load: () => Promise<T>,
): Promise<T> => {
  const cached = cache.get(db);
  if (cached) return cached;
  const loading = load();
  cache.set(db, loading);
  loading.catch(() => cache.delete(db));
  return loading;
};

export const getSigningKey = ({ db, appSecret }: { db: Executor; appSecret: string }): Promise<SigningKey> =>
  remember(signingKeyCache, db, () => loadOrCreateSigningKey({ db, appSecret }));

/** Keys that may have signed a token still valid: live ones, and ones retired less than a token lifetime ago. */
const loadPublicJwks = async (db: Executor): Promise<PublicJwk[]> => {
  const retiredSince = new Date(Date.now() - ID_TOKEN_LIFETIME_SECONDS * 1_000);
  const rows = await db
    .select({ kid: signingKeys.kid, algorithm: signingKeys.algorithm, publicJwk: signingKeys.publicJwk })
    .from(signingKeys)
    .where(or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, retiredSince)))
    .orderBy(desc(signingKeys.createdAt));
  return rows.map(({ kid, algorithm, publicJwk }) => {
    // Only the public members leave the table, whatever else the stored JWK carries.
    const { kty = 'EC', crv = '', x = '', y = '' } = publicJwk;
    return { kty, crv, x, y, kid, alg: algorithm, use: 'sig' as const };
  });
};

/**
 * The public keys for verification and the JWKS document. `maxAgeMs` lets a verifier that met an unknown
 * `kid` re-read sooner than the usual cache time, without letting forged kids hammer the database.
 */
export const getPublicJwks = ({
  db,
  maxAgeMs = PUBLIC_KEYS_CACHE_MS,
}: {
  db: Executor;
  maxAgeMs?: number;
}) => {
  const cached = publicKeysCache.get(db);
  if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached.keys;
  const keys = loadPublicJwks(db);
  publicKeysCache.set(db, { loadedAt: Date.now(), keys });
  keys.catch(() => publicKeysCache.delete(db));
  return keys;
};
