import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { multipartBody, samplePdf, storedObjects } from '@/test/multipart.ts';
import { createOrganisation, type Member, signInMember } from '@/test/sale-fixtures.ts';

/** Malformed multipart bodies (issue 8's rule for the upload): 4xx, never 5xx, and nothing kept. */

let t: TestApp;
let agent: Member;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_BYTES: '4096' });
  const org = await createOrganisation(t.db);
  agent = await signInMember(t, {
    granted: ['DocumentModule:documents:create'],
    companyId: org.homeId,
    teamId: org.teamId,
  });
});
afterAll(() => t.close());

const pdf = { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: samplePdf(500) };
const valid = multipartBody([pdf]);
const boundary = valid.headers['content-type'].split('boundary=')[1] ?? '';

const CASES: { label: string; contentType: string; payload: Buffer | string }[] = [
  { label: 'no boundary', contentType: 'multipart/form-data', payload: valid.payload },
  { label: 'another boundary', contentType: 'multipart/form-data; boundary=zzz', payload: valid.payload },
  { label: 'garbage', contentType: valid.headers['content-type'], payload: 'not multipart at all' },
  { label: 'empty body', contentType: valid.headers['content-type'], payload: '' },
  {
    label: 'only the closing line',
    contentType: valid.headers['content-type'],
    payload: `--${boundary}--\r\n`,
  },
  {
    label: 'two files',
    contentType: multipartBody([pdf, pdf]).headers['content-type'],
    payload: multipartBody([pdf, pdf]).payload,
  },
  ...(() => {
    const proto = multipartBody([{ name: '__proto__', value: 'x' }, pdf]);
    return [{ label: '__proto__ field', contentType: proto.headers['content-type'], payload: proto.payload }];
  })(),
  ...(() => {
    const long = multipartBody([{ name: 'kind', value: 'x'.repeat(5_000) }, pdf]);
    return [{ label: 'oversized field', contentType: long.headers['content-type'], payload: long.payload }];
  })(),
  ...(() => {
    const many = multipartBody([
      ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
      pdf,
    ]);
    return [{ label: 'too many parts', contentType: many.headers['content-type'], payload: many.payload }];
  })(),
  ...(() => {
    const bad = multipartBody([{ name: 'venteId', value: 'not-a-uuid' }, pdf]);
    return [{ label: 'bad venteId', contentType: bad.headers['content-type'], payload: bad.payload }];
  })(),
];

describe('malformed uploads', () => {
  it.each(CASES)('$label → 4xx, nothing stored', async ({ contentType, payload }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ventes/files/upload',
      headers: { cookie: agent.cookie, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await t.db.select().from(files)).toEqual([]);
    expect(await storedObjects(t.app.config.DATA_DIR)).toEqual([]);
  });
});
