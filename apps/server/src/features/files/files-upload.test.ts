import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import {
  type FormPart,
  multipartBody,
  sampleHtml,
  sampleMp3,
  samplePdf,
  storedObjects,
} from '@/test/multipart.ts';
import { createOrganisation, insertSale, type Member, signInMember } from '@/test/sale-fixtures.ts';

/** Uploads (issue 10): streamed, hashed, typed from the bytes, limited in size; refusals leave nothing. */

const LIMIT = 8_192;
const FILE_KEYS = [
  'DocumentModule:documents:read',
  'DocumentModule:documents:create',
  'VenteModule:ventes:read',
];

let t: TestApp;
let agent: Member;
let otherAgent: Member;
let saleId: string;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
  const org = await createOrganisation(t.db);
  agent = await signInMember(t, { granted: FILE_KEYS, companyId: org.homeId, teamId: org.teamId });
  otherAgent = await signInMember(t, { granted: FILE_KEYS, companyId: org.homeId, teamId: org.teamId });
  saleId = (await insertSale(t.db, agent.user)).id;
});
afterAll(() => t.close());

const upload = (parts: FormPart[], options: { cookie?: string; cutAfterBytes?: number } = {}) => {
  const { payload, headers } = multipartBody(parts, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/ventes/files/upload',
    headers: { ...headers, cookie: options.cookie ?? agent.cookie },
    payload,
  });
};
const filePart = (content: Buffer, filename = 'scan.pdf', contentType = 'application/pdf'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  content,
});

/** Asserts a refused upload left no row and no object behind. */
const expectNothingLeft = async (before: { rows: number; objects: number }) => {
  expect(await t.db.select().from(files)).toHaveLength(before.rows);
  expect(await storedObjects(t.app.config.DATA_DIR)).toHaveLength(before.objects);
  // Nor a temporary file of the local storage.
  expect(await readdir(join(t.app.config.DATA_DIR, 'files', '.tmp')).catch(() => [])).toEqual([]);
};
const snapshot = async () => ({
  rows: (await t.db.select().from(files)).length,
  objects: (await storedObjects(t.app.config.DATA_DIR)).length,
});

describe('POST /api/ventes/files/upload', () => {
  it('stores a PDF of a sale with its sha256, detected type and size (201)', async () => {
    const content = samplePdf(5_000);
    const response = await upload([
      { name: 'venteId', value: saleId },
      { name: 'kind', value: 'id_document' },
      filePart(content, 'scan.pdf', 'application/octet-stream'),
    ]);
    expect(response.statusCode).toBe(201);
    const record = response.json().data;
    expect(record).toMatchObject({
      name: 'scan.pdf',
      contentType: 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      kind: 'id_document',
      saleId,
      uploadedById: agent.user.id,
    });
    const [row] = await t.db.select().from(files).where(eq(files.id, record.id));
    expect(row?.ownerId).toBe(agent.user.id);
  });

  it('accepts the fields after the file, and a recording', async () => {
    const response = await upload([
      filePart(sampleMp3(3_000), 'call.mp3', 'audio/mpeg'),
      { name: 'kind', value: 'recording' },
      { name: 'venteId', value: saleId },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ contentType: 'audio/mpeg', kind: 'recording', saleId });
  });

  it('sanitises the name', async () => {
    const response = await upload([filePart(samplePdf(), '..\\..\\evil\u0007 name?.pdf')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.name).toBe('evil name_.pdf');
  });

  it('answers 413 above the limit and deletes the partial object, no row', async () => {
    const before = await snapshot();
    const response = await upload([{ name: 'venteId', value: saleId }, filePart(samplePdf(LIMIT + 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    await expectNothingLeft(before);
  });

  it('answers 400 to a stream cut short and keeps nothing of it', async () => {
    const before = await snapshot();
    const response = await upload([filePart(samplePdf(6_000))], { cutAfterBytes: 5_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/ended before the file was complete/);
    await expectNothingLeft(before);
  });

  it('keeps nothing when the client goes away in the middle of the file', async () => {
    const before = await snapshot();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const { payload, headers } = multipartBody([filePart(samplePdf(6_000))]);
      const sent = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/ventes/files/upload',
        headers: { ...headers, cookie: agent.cookie, 'content-length': String(payload.length) },
      });
      sent.on('error', () => undefined);
      sent.write(payload.subarray(0, 5_000));
      await sleep(200);
      sent.destroy();
      // The server notices the closed socket asynchronously; give it a moment to clean up.
      for (let waited = 0; waited < 3_000; waited += 100) {
        const temporary = await readdir(join(t.app.config.DATA_DIR, 'files', '.tmp')).catch(() => []);
        if (temporary.length === 0) break;
        await sleep(100);
      }
      await expectNothingLeft(before);
    } finally {
      await t.app.server.close();
    }
  });

  it('answers 415 to HTML sent as a PDF, and to a PDF sent as a recording', async () => {
    const before = await snapshot();
    const html = await upload([filePart(sampleHtml(), 'invoice.pdf', 'application/pdf')]);
    expect(html.statusCode).toBe(415);
    expect(html.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const wrongKind = await upload([{ name: 'kind', value: 'recording' }, filePart(samplePdf())]);
    expect(wrongKind.statusCode).toBe(415);
    await expectNothingLeft(before);
  });

  it('answers 400 without a file, with an empty file, or with bad fields', async () => {
    const before = await snapshot();
    const missing = await upload([{ name: 'venteId', value: saleId }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual([{ path: 'file', message: 'A file is required' }]);
    const empty = await upload([filePart(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    const badKind = await upload([{ name: 'kind', value: 'signed_document' }, filePart(samplePdf())]);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().details.fields[0].path).toBe('kind');
    await expectNothingLeft(before);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ventes/files/upload',
      headers: { cookie: agent.cookie, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 404 for a sale outside the scope, before or after the file, keeping nothing', async () => {
    const before = await snapshot();
    const first = await upload([{ name: 'venteId', value: saleId }, filePart(samplePdf())], {
      cookie: otherAgent.cookie,
    });
    expect(first.statusCode).toBe(404);
    const after = await upload([filePart(samplePdf()), { name: 'venteId', value: saleId }], {
      cookie: otherAgent.cookie,
    });
    expect(after.statusCode).toBe(404);
    await expectNothingLeft(before);
  });

  it('answers 403 without DocumentModule:documents:create', async () => {
    const reader = await signInMember(t, {
      granted: ['DocumentModule:documents:read'],
      companyId: null,
      teamId: null,
    });
    const response = await upload([filePart(samplePdf())], { cookie: reader.cookie });
    expect(response.statusCode).toBe(403);
  });
});
