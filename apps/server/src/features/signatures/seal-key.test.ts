import { randomBytes } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealKeys } from '@/db/schema/index.ts';
import { generateSeal, SEAL_KEY_ALGORITHM_NAME } from '@/integrations/signature/seal-certificate.ts';
import { sealPdf } from '@/integrations/signature/seal-pdf.ts';
import { createSecretBox } from '@/platform/secret-box.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { makeTestPdf, pdfsig } from '@/test/pdfsig.ts';
import { getSealKey, SEAL_SUBJECT } from './seal-key.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('the brokerage seal key', () => {
  it('is generated once with a ten-year self-signed certificate, its private key sealed at rest', async () => {
    const seal = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
    expect(await getSealKey({ db: t.db, appSecret: t.app.appSecret })).toBe(seal);
    const rows = await t.db.select().from(sealKeys);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.id).toBe(seal.id);
    expect(row?.subject).toBe(SEAL_SUBJECT.name);
    expect(row?.notAfter.getUTCFullYear()).toBe((row?.notBefore.getUTCFullYear() ?? 0) + 10);
    // Stored sealed by the secret box (purpose `seal-key`); opened, it is the PKCS#8 DER key in base64.
    const opened = createSecretBox('seal-key', [t.app.appSecret]).open(row?.privateKeySealed ?? '');
    expect(opened.startsWith('MI')).toBe(true);
    expect(row?.privateKeySealed).not.toContain(opened.slice(0, 24));
    expect(seal.privateKey.extractable).toBe(false);
  });

  it('is the same key for another handle on the same database (another instance)', async () => {
    const first = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
    const other = await t.db.transaction((tx) => getSealKey({ db: tx, appSecret: t.app.appSecret }));
    expect(other.id).toBe(first.id);
    expect(Buffer.from(other.certificate).equals(Buffer.from(first.certificate))).toBe(true);
  });

  it('still opens after a secret rotation when the previous secret is given', async () => {
    const first = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
    const rotated = await t.db.transaction((tx) =>
      getSealKey({ db: tx, appSecret: randomBytes(32).toString('hex'), previousAppSecret: t.app.appSecret }),
    );
    expect(rotated.id).toBe(first.id);
  });

  it('seals a PDF that pdfsig reports valid, signed by the brokerage', async () => {
    const seal = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
    const sealed = await sealPdf({ pdf: await makeTestPdf(), seal, reason: 'Signed electronically' });
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain(`Signer Certificate Common Name: ${SEAL_SUBJECT.name}`);
  });

  it('is replaced by a new key when the secret that sealed it is lost; the old one is kept retired', async () => {
    const first = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
    const replacement = await t.db.transaction((tx) =>
      getSealKey({ db: tx, appSecret: randomBytes(32).toString('hex') }),
    );
    expect(replacement.id).not.toBe(first.id);
    const live = await t.db.select().from(sealKeys).where(isNull(sealKeys.retiredAt));
    expect(live.map((row) => row.id)).toEqual([replacement.id]);
    expect(await t.db.select().from(sealKeys)).toHaveLength(2);
  });

  it('is replaced when its certificate has a serial verifiers cannot decode (keys made before the fix)', async () => {
    const first = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
    const serial = new Uint8Array(16).fill(0x5a);
    serial[0] = 0x00;
    const undecodable = await generateSeal(SEAL_SUBJECT, { serial });
    const box = createSecretBox('seal-key', [t.app.appSecret]);
    await t.db.update(sealKeys).set({ retiredAt: new Date() }).where(isNull(sealKeys.retiredAt));
    await t.db.insert(sealKeys).values({
      id: 'undecodable-serial',
      algorithm: SEAL_KEY_ALGORITHM_NAME,
      subject: SEAL_SUBJECT.name,
      certificate: Buffer.from(undecodable.certificate).toString('base64'),
      privateKeySealed: box.seal(Buffer.from(undecodable.privateKeyPkcs8).toString('base64')),
      notBefore: undecodable.notBefore,
      notAfter: undecodable.notAfter,
      createdAt: new Date(Date.now() + 1_000),
    });
    // Another handle (another instance) loads from the database, not this one's memory.
    const loaded = await t.db.transaction((tx) => getSealKey({ db: tx, appSecret: t.app.appSecret }));
    expect([first.id, 'undecodable-serial']).not.toContain(loaded.id);
    const sealed = await sealPdf({ pdf: await makeTestPdf(), seal: loaded, reason: 'Signed electronically' });
    expect(await pdfsig(sealed)).toContain('Signature Validation: Signature is Valid.');
  });

  // Last: the key it leaves behind is dated in the future.
  it('is replaced once its certificate has expired, without a restart', async () => {
    const first = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(first.notAfter.getTime() + 60_000);
      const renewed = await getSealKey({ db: t.db, appSecret: t.app.appSecret });
      expect(renewed.id).not.toBe(first.id);
      expect(renewed.notAfter.getTime()).toBeGreaterThan(Date.now());
      expect(await getSealKey({ db: t.db, appSecret: t.app.appSecret })).toBe(renewed);
    } finally {
      vi.useRealTimers();
    }
  });
});
