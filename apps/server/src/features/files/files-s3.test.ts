import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { multipartBody, samplePdf } from '@/test/multipart.ts';
import { createOrganisation, type Member, signInMember } from '@/test/sale-fixtures.ts';

/** The whole path with STORAGE=s3: upload and ranged download through the routes, bytes in an S3 server. */

let t: TestApp;
let s3Folder: string;
let s3Server: S3rver;
let agent: Member;

beforeAll(async () => {
  s3Folder = await mkdtemp(join(tmpdir(), 'files-s3rver-'));
  s3Server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'brokerage-files', configs: [] }],
  });
  const { port } = await s3Server.run();
  t = await buildTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'brokerage-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  const org = await createOrganisation(t.db);
  agent = await signInMember(t, {
    granted: ['DocumentModule:documents:read', 'DocumentModule:documents:create'],
    companyId: org.homeId,
    teamId: org.teamId,
  });
});
afterAll(async () => {
  await t?.close();
  await s3Server?.close();
  await rm(s3Folder, { recursive: true, force: true });
});

describe('files on S3-compatible storage', () => {
  it('uploads, stats and serves a range from the bucket', async () => {
    const content = samplePdf(3_000);
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'scan.pdf', contentType: 'application/pdf', content },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/ventes/files/upload',
      headers: { ...headers, cookie: agent.cookie },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json().data;
    expect(await t.app.storage.stat(`${id.slice(0, 2)}/${id}`)).toEqual({ size: content.length });
    const range = await t.app.inject({
      method: 'GET',
      url: `/api/ventes/files/download/${id}`,
      headers: { cookie: agent.cookie, range: 'bytes=0-7' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(content.subarray(0, 8))).toBe(true);
  });
});
