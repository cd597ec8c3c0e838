import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client.ts';
import { auditLog, files } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { createOrganisation, insertSale, type Member, signInMember } from '@/test/sale-fixtures.ts';
import {
  putGeneratedBytes,
  readStoredFile,
  recordGeneratedFile,
  recordingStoredBytes,
  storageKeyOf,
  storeGeneratedFile,
} from './files.service.ts';

/** `storeGeneratedFile`, the entry other features (PDF documents, signatures) store their bytes through. */

let t: TestApp;
let seller: Member;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  seller = await signInMember(t, { companyId: org.homeId, teamId: org.teamId });
});
afterAll(() => t.close());

const pdfBytes = () => new TextEncoder().encode('%PDF-1.7\n% generated\n%%EOF\n');

describe('storeGeneratedFile', () => {
  it("stores the bytes, their sha256 and a row in the sale's scope, with an audit entry", async () => {
    const sale = await insertSale(t.db, seller.user);
    const bytes = pdfBytes();
    const record = await storeGeneratedFile({
      db: t.db,
      storage: t.app.storage,
      actor: null,
      saleId: sale.id,
      kind: 'document',
      name: '../Devis V-1.pdf',
      contentType: 'application/pdf',
      bytes,
    });
    expect(record).toMatchObject({
      name: 'Devis V-1.pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      kind: 'document',
      saleId: sale.id,
      uploadedById: null,
      downloadUrl: `/api/ventes/files/download/${record.id}`,
    });
    const [row] = await t.db.select().from(files).where(eq(files.id, record.id));
    expect(row).toMatchObject({ ownerId: seller.user.id, teamId: seller.user.teamId });
    const stored = await readStoredFile({ db: t.db, storage: t.app.storage, id: record.id });
    expect(Buffer.compare(stored.bytes, Buffer.from(bytes))).toBe(0);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, record.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'file', action: 'create' });
  });

  it('joins the caller’s transaction: a rollback leaves no row', async () => {
    const sale = await insertSale(t.db, seller.user);
    let id = '';
    await expect(
      t.db.transaction(async (tx) => {
        id = (
          await storeGeneratedFile({
            db: tx,
            storage: t.app.storage,
            actor: { id: seller.user.id, name: 'Seller Test' },
            saleId: sale.id,
            kind: 'document',
            name: 'x.pdf',
            contentType: 'application/pdf',
            bytes: pdfBytes(),
          })
        ).id;
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await t.db.select().from(files).where(eq(files.id, id))).toEqual([]);
  });

  it('refuses an unknown sale and stores nothing', async () => {
    const before = (await t.db.select().from(files)).length;
    await expect(
      storeGeneratedFile({
        db: t.db,
        storage: t.app.storage,
        saleId: '00000000-0000-4000-8000-000000000000',
        kind: 'document',
        name: 'x.pdf',
        contentType: 'application/pdf',
        bytes: pdfBytes(),
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await t.db.select().from(files)).toHaveLength(before);
  });
});

describe('recordingStoredBytes', () => {
  const isStored = async (id: string) => (await t.app.storage.stat(storageKeyOf(id))) !== null;
  const record = (db: Database, fresh: boolean, fail?: Error) => async () => {
    const sale = await insertSale(t.db, seller.user);
    const stored = await putGeneratedBytes(t.app.storage, pdfBytes(), 'application/pdf');
    const outcome = recordingStoredBytes(db, t.app.storage, [stored], async (tx) => {
      if (fresh)
        await recordGeneratedFile({ db: tx, stored, saleId: sale.id, kind: 'document', name: 'a.pdf' });
      if (fail) throw fail;
      return { result: stored.id, fresh };
    });
    return { stored, outcome };
  };

  it('keeps the bytes its rows name', async () => {
    const { stored, outcome } = await record(t.db, true)();
    await outcome;
    expect(await isStored(stored.id)).toBe(true);
    expect(await t.db.select().from(files).where(eq(files.id, stored.id))).toHaveLength(1);
  });

  it('removes them when no row names them: the rows were there before, or the transaction failed', async () => {
    const unused = await record(t.db, false)();
    await unused.outcome;
    expect(await isStored(unused.stored.id)).toBe(false);
    const failed = await record(t.db, true, new Error('the insert failed'))();
    await expect(failed.outcome).rejects.toThrow('the insert failed');
    expect(await isStored(failed.stored.id)).toBe(false);
    expect(await t.db.select().from(files).where(eq(files.id, failed.stored.id))).toEqual([]);
  });

  it('keeps them when only the commit failed: the rows may be there', async () => {
    // The database committed, then the answer was lost on the way back.
    const lostAnswer = new Proxy(t.db, {
      get: (target, property, receiver) =>
        property === 'transaction'
          ? async (...args: Parameters<Database['transaction']>) => {
              await target.transaction(...args);
              throw new Error('Connection terminated unexpectedly');
            }
          : Reflect.get(target, property, receiver),
    });
    const { stored, outcome } = await record(lostAnswer, true)();
    await expect(outcome).rejects.toThrow('Connection terminated');
    expect(await t.db.select().from(files).where(eq(files.id, stored.id))).toHaveLength(1);
    expect(await isStored(stored.id)).toBe(true);
  });
});
