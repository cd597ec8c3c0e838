import { createHash } from 'node:crypto';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sealKeys } from '@/db/schema/index.ts';
import {
  generateSeal,
  hasDecodableSerial,
  importSealPrivateKey,
  SEAL_KEY_ALGORITHM_NAME,
  type SealSubject,
} from '@/integrations/signature/seal-certificate.ts';
import type { SealKey } from '@/integrations/signature/seal-pdf.ts';
import { createSecretBox } from '@/platform/secret-box.ts';

/** The certificate's subject until the brokerage's parameters (name, country) exist. */
export const SEAL_SUBJECT: SealSubject = { name: 'Brokerage Back Office', country: 'FR' };

export interface LoadedSealKey extends SealKey {
  subject: string;
  notBefore: Date;
  notAfter: Date;
}

type SealKeyRow = typeof sealKeys.$inferSelect;

/** The app's secret first, then the one before a rotation (`APP_SECRET_PREVIOUS`): the key still opens after it. */
export interface SealSecrets {
  appSecret: string;
  previousAppSecret?: string | undefined;
}

const boxFor = ({ appSecret, previousAppSecret }: SealSecrets) =>
  createSecretBox('seal-key', [appSecret, ...(previousAppSecret ? [previousAppSecret] : [])]);

const fingerprint = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

const toSealKey = async (row: SealKeyRow, pkcs8: Uint8Array): Promise<LoadedSealKey> => ({
  id: row.id,
  privateKey: await importSealPrivateKey(pkcs8),
  certificate: new Uint8Array(Buffer.from(row.certificate, 'base64')),
  subject: row.subject,
  notBefore: row.notBefore,
  notAfter: row.notAfter,
});

const openPrivateKey = (row: SealKeyRow, secrets: SealSecrets): Uint8Array | null => {
  try {
    return new Uint8Array(Buffer.from(boxFor(secrets).open(row.privateKeySealed), 'base64'));
  } catch {
    return null;
  }
};

/**
 * The live seal key, generated with its certificate on first use. A transaction-scoped advisory lock lets one
 * of several instances starting together create it; the others wait and read it. A key that no longer opens
 * (the secret changed with no `APP_SECRET_PREVIOUS`), whose certificate expired or cannot be decoded by verifiers is retired and replaced:
 * documents sealed before keep their own certificate inside them, so they stay verifiable.
 */
const loadOrCreateSealKey = async ({ db, ...secrets }: SealSecrets & { db: Executor }) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('signatures:seal-key'))`);
    const [current] = await tx
      .select()
      .from(sealKeys)
      .where(isNull(sealKeys.retiredAt))
      .orderBy(desc(sealKeys.createdAt))
      .limit(1);
    if (current) {
      const pkcs8 = openPrivateKey(current, secrets);
      const usable =
        pkcs8 &&
        current.notAfter.getTime() > Date.now() &&
        hasDecodableSerial(Buffer.from(current.certificate, 'base64'));
      if (usable) return toSealKey(current, pkcs8);
      await tx.update(sealKeys).set({ retiredAt: new Date() }).where(eq(sealKeys.id, current.id));
    }
    const generated = await generateSeal(SEAL_SUBJECT);
    const [inserted] = await tx
      .insert(sealKeys)
      .values({
        id: fingerprint(generated.certificate),
        algorithm: SEAL_KEY_ALGORITHM_NAME,
        subject: SEAL_SUBJECT.name,
        certificate: Buffer.from(generated.certificate).toString('base64'),
        privateKeySealed: boxFor(secrets).seal(Buffer.from(generated.privateKeyPkcs8).toString('base64')),
        notBefore: generated.notBefore,
        notAfter: generated.notAfter,
      })
      .returning();
    if (!inserted) throw new Error('The seal key could not be stored.');
    return toSealKey(inserted, generated.privateKeyPkcs8);
  });

// Keyed by the database handle, which every encapsulated Fastify context of one app shares.
const sealKeyCache = new WeakMap<object, Promise<LoadedSealKey>>();

/**
 * The brokerage's seal key and certificate, for `sealPdf`. Remembered per database handle; a failed load is
 * forgotten so the next call tries again, and a key whose certificate has expired is replaced by the next call
 * (a server may run longer than the certificate). Pass the database, not a transaction, unless the caller wants a
 * key bound to that transaction's life.
 */
export const getSealKey = async ({
  db,
  ...secrets
}: SealSecrets & { db: Executor }): Promise<LoadedSealKey> => {
  const cached = sealKeyCache.get(db);
  if (cached) {
    const key = await cached;
    if (key.notAfter.getTime() > Date.now()) return key;
    // The first caller to see it expired loads the next one; the others wait for that load.
    if (sealKeyCache.get(db) === cached) sealKeyCache.delete(db);
  }
  const current = sealKeyCache.get(db);
  if (current) return current;
  const loading = loadOrCreateSealKey({ db, ...secrets });
  sealKeyCache.set(db, loading);
  loading.catch(() => sealKeyCache.delete(db));
  return loading;
};

/** The certificates that have sealed documents, newest first (a verifier's or the evidence's list). */
export const listSealCertificates = (db: Executor) =>
  db
    .select({
      id: sealKeys.id,
      subject: sealKeys.subject,
      certificate: sealKeys.certificate,
      notBefore: sealKeys.notBefore,
      notAfter: sealKeys.notAfter,
      retiredAt: sealKeys.retiredAt,
    })
    .from(sealKeys)
    .orderBy(desc(sealKeys.createdAt));
