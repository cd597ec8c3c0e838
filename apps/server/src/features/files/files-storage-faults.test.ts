import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { multipartBody, samplePdf } from '@/test/multipart.ts';
import { createOrganisation, type Member, signInMember } from '@/test/sale-fixtures.ts';
import { storageKeyOf } from './files.service.ts';

/** When the storage fails or loses an object (issue 10): the server's fault is a 503, a lost object a 404. */

let t: TestApp;
let dataDir: string;
let agent: Member;
const filesDir = () => join(dataDir, 'files');

const upload = () => {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'note.pdf', contentType: 'application/pdf', content: samplePdf(1_000) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/ventes/files/upload',
    headers: { ...headers, cookie: agent.cookie },
    payload,
  });
};
const download = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/ventes/files/download/${id}`, headers: { cookie: agent.cookie } });
const fileRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]?.n ?? 0;

/** Puts a plain file where the storage's folder should be: every read and write of it fails, as a broken disk. */
const breakStorage = async () => {
  await rm(filesDir(), { recursive: true, force: true });
  await writeFile(filesDir(), 'not a folder');
};
const repairStorage = async () => {
  await rm(filesDir(), { force: true });
  await mkdir(filesDir());
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'brokerage-storage-faults-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const org = await createOrganisation(t.db);
  agent = await signInMember(t, {
    granted: ['DocumentModule:documents:read', 'DocumentModule:documents:create'],
    companyId: org.homeId,
    teamId: org.teamId,
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('file storage faults', () => {
  it('answers 404 naming the lost content when the stored object is gone, and keeps the file’s record', async () => {
    const created = await upload();
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    await t.app.storage.delete(storageKeyOf(id));

    const response = await download(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The content of this file is no longer stored.',
    });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/ventes/files/${id}`,
      headers: { cookie: agent.cookie },
    });
    expect(record.statusCode).toBe(200);
  });

  it('answers 503 when the storage cannot be written, and records no file', async () => {
    const before = await fileRows();
    await breakStorage();
    try {
      const response = await upload();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The file storage is not available. Please try again in a moment.',
      });
      expect(await fileRows()).toBe(before);
    } finally {
      await repairStorage();
    }
  });

  it('answers 503 when the storage cannot be read', async () => {
    const created = await upload();
    const id = created.json().data.id as string;
    await breakStorage();
    try {
      const response = await download(id);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await repairStorage();
    }
  });
});
