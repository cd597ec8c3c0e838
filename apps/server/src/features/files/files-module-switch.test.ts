import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleSettings } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { type FormPart, multipartBody, sampleMp3, samplePdf } from '@/test/multipart.ts';
import { createOrganisation, insertSale, type Member, signInMember } from '@/test/sale-fixtures.ts';

/**
 * A route behind several keys lets the caller in by any key whose module is on; the files services then narrow
 * by the keys that are usable, so a switched-off DocumentModule grants nothing through documents:read/create.
 */

const KEYS = [
  'DocumentModule:documents:read',
  'DocumentModule:documents:create',
  'VenteModule:ventes:read',
  'VenteModule:ventes:update',
];

let t: TestApp;
let agent: Member;
let saleId: string;
let pdfId: string;
let recordingId: string;

const upload = (cookie: string, parts: FormPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/ventes/files/upload',
    headers: { ...headers, cookie },
    payload,
  });
};

const switchDocuments = async (enabled: boolean) => {
  await t.db
    .insert(moduleSettings)
    .values({ name: 'DocumentModule', enabled })
    .onConflictDoUpdate({ target: moduleSettings.name, set: { enabled } });
  t.app.moduleSwitches.invalidate();
};

const download = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/ventes/files/download/${id}`, headers: { cookie: agent.cookie } });

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  agent = await signInMember(t, { granted: KEYS, companyId: org.homeId, teamId: org.teamId });
  saleId = (await insertSale(t.db, agent.user)).id;
  const pdf = await upload(agent.cookie, [
    { name: 'venteId', value: saleId },
    { name: 'file', filename: 'id.pdf', contentType: 'application/pdf', content: samplePdf(1_000) },
  ]);
  pdfId = pdf.json().data.id;
  const recording = await upload(agent.cookie, [
    { name: 'venteId', value: saleId },
    { name: 'kind', value: 'recording' },
    { name: 'file', filename: 'call.mp3', contentType: 'audio/mpeg', content: sampleMp3(1_000) },
  ]);
  recordingId = recording.json().data.id;
});
afterAll(async () => {
  await t.db.delete(moduleSettings).where(eq(moduleSettings.name, 'DocumentModule'));
  await t.close();
});

describe('files with DocumentModule switched off', () => {
  it('downloads a recording by ventes:read, but no longer a document', async () => {
    expect((await download(pdfId)).statusCode).toBe(200);
    await switchDocuments(false);
    try {
      expect((await download(recordingId)).statusCode).toBe(200);
      expect((await download(pdfId)).statusCode).toBe(404);
    } finally {
      await switchDocuments(true);
    }
  });

  it('uploads a recording of a sale by ventes:update, but no other kind', async () => {
    await switchDocuments(false);
    try {
      const pdf = await upload(agent.cookie, [
        { name: 'venteId', value: saleId },
        { name: 'file', filename: 'id.pdf', contentType: 'application/pdf', content: samplePdf(1_000) },
      ]);
      expect(pdf.statusCode).toBe(403);
      const recording = await upload(agent.cookie, [
        { name: 'venteId', value: saleId },
        { name: 'kind', value: 'recording' },
        { name: 'file', filename: 'call.mp3', contentType: 'audio/mpeg', content: sampleMp3(1_000) },
      ]);
      expect(recording.statusCode).toBe(201);
    } finally {
      await switchDocuments(true);
    }
  });
});
