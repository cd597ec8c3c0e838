import { SALE_DOCUMENT_KINDS } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, saleDocuments } from '@/db/schema/index.ts';
import { readStoredFile } from '@/features/files/files.service.ts';
import { storeTestFile } from '@/test/file-fixtures.ts';
import { insertSale, startQuoteSuite } from '@/test/quote-fixtures.ts';
import {
  addEvidenceDocument,
  addSealedDocument,
  currentSaleDocuments,
  insertDocument,
} from './documents.service.ts';

/** The documents store the signature feature calls: current versions, sealed copies, evidence. */

const suite = startQuoteSuite();
let saleId: string;

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** Writes version `version` of the five documents as a generation would. */
const writeVersion = async (version: number) => {
  for (const kind of SALE_DOCUMENT_KINDS) {
    const file = await storeTestFile({
      db: suite.t.db,
      storage: suite.t.app.storage,
      saleId,
      kind: 'document',
      name: `${kind}-v${version}.pdf`,
      contentType: 'application/pdf',
      bytes: pdf(`${kind} ${version}`),
    });
    await insertDocument(suite.t.db, { saleId, kind, version, locale: 'fr', fileId: file.id });
  }
};

beforeAll(async () => {
  const { t, world } = suite;
  saleId = (await insertSale(t, world.agent, world.company.id)).id;
  await writeVersion(1);
  await writeVersion(2);
});

describe('currentSaleDocuments', () => {
  it('answers the latest unsealed version of each kind, in reading order', async () => {
    const current = await currentSaleDocuments({ executor: suite.t.db, saleId });
    expect(current.map((row) => [row.kind, row.version, row.sealed])).toEqual(
      SALE_DOCUMENT_KINDS.map((kind) => [kind, 2, false]),
    );
  });

  it('answers nothing for a sale without documents', async () => {
    const { t, world } = suite;
    const bare = await insertSale(t, world.agent, world.company.id);
    expect(await currentSaleDocuments({ executor: t.db, saleId: bare.id })).toEqual([]);
  });
});

describe('addSealedDocument and addEvidenceDocument', () => {
  it('stores the sealed copy beside its original, once, and leaves the current documents unsealed', async () => {
    const { t } = suite;
    const [original] = await currentSaleDocuments({ executor: t.db, saleId });
    if (!original) throw new Error('no document');
    const request = { executor: t.db, storage: t.app.storage, original, signatureRequestId: null as never };
    const sealed = await addSealedDocument({ ...request, bytes: pdf('sealed') });
    expect(sealed).toMatchObject({
      saleId,
      kind: original.kind,
      version: original.version,
      sealed: true,
      sourceDocumentId: original.id,
    });
    const [file] = await t.db.select().from(files).where(eq(files.id, sealed.fileId));
    expect(file).toMatchObject({ kind: 'signed_document', saleId, contentType: 'application/pdf' });
    const stored = await readStoredFile({ db: t.db, storage: t.app.storage, id: sealed.fileId });
    expect(Buffer.from(stored.bytes).toString()).toContain('sealed');

    const again = await addSealedDocument({ ...request, bytes: pdf('sealed again') });
    expect(again.id).toBe(sealed.id);
    const current = await currentSaleDocuments({ executor: t.db, saleId });
    expect(current.every((row) => !row.sealed)).toBe(true);
  });

  it('numbers the evidence documents of a sale', async () => {
    const { t } = suite;
    const evidence = await addEvidenceDocument({
      executor: t.db,
      storage: t.app.storage,
      saleId,
      signatureRequestId: null as never,
      bytes: pdf('evidence'),
      locale: 'en',
    });
    expect(evidence).toMatchObject({ kind: 'evidence', version: 1, sealed: false, locale: 'en' });
    const rows = await t.db.select().from(saleDocuments).where(eq(saleDocuments.saleId, saleId));
    expect(rows).toHaveLength(12);
  });
});
