import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { putGeneratedBytes, recordGeneratedFile, storageKeyOf } from './files.service.ts';
import { UNREFERENCED_OBJECT_GRACE_MS } from './files-sweep.service.ts';

/**
 * The daily cleanup of stored objects no file row names (bytes stored before a row that never came), run on
 * demand from the admin console as its schedule would.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await signInWithPermissions(t, ['AdminModule:jobs:update'])).cookie;
});
afterAll(() => t.close());

const pdf = () => new TextEncoder().encode('%PDF-1.7\n% generated\n%%EOF\n');

/** Backdates an object of the test app's local storage, as if it had been written `ms` ago. */
const writtenAgo = async (key: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  await utimes(join(t.app.config.DATA_DIR, 'files', key), then, then);
};

const runSweep = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/cleanups/cleanup.unreferenced-files/run',
    headers: { cookie },
  });

describe('the cleanup of stored files no record names', () => {
  it('deletes an old object without a row, and keeps recorded, recent and foreign objects', async () => {
    const dayAndMore = UNREFERENCED_OBJECT_GRACE_MS + 60_000;
    const recorded = await putGeneratedBytes(t.app.storage, pdf(), 'application/pdf');
    await recordGeneratedFile({
      db: t.db,
      stored: recorded,
      saleId: null,
      kind: 'document',
      name: 'kept.pdf',
    });
    const orphan = await putGeneratedBytes(t.app.storage, pdf(), 'application/pdf');
    const recent = await putGeneratedBytes(t.app.storage, pdf(), 'application/pdf');
    await t.app.storage.put('exports/elsewhere.csv', Readable.from([Buffer.from('a;b\n')]));
    for (const key of [storageKeyOf(recorded.id), storageKeyOf(orphan.id), 'exports/elsewhere.csv']) {
      await writtenAgo(key, dayAndMore);
    }
    await writtenAgo(storageKeyOf(recent.id), UNREFERENCED_OBJECT_GRACE_MS - 60_000);

    const response = await runSweep();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ job: 'cleanup.unreferenced-files', deleted: 1 });
    expect(await t.app.storage.stat(storageKeyOf(orphan.id))).toBeNull();
    for (const key of [storageKeyOf(recorded.id), storageKeyOf(recent.id), 'exports/elsewhere.csv']) {
      expect(await t.app.storage.stat(key), key).not.toBeNull();
    }

    // Nothing more to find: a second run deletes nothing.
    expect((await runSweep()).json().data).toMatchObject({ deleted: 0 });
  });

  it('is an administrator’s action', async () => {
    const reader = await signInWithPermissions(t, ['AdminModule:admin:read']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cleanups/cleanup.unreferenced-files/run',
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
