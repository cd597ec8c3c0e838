import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { putGeneratedBytes, recordGeneratedFile, storageKeyOf } from './files.service.ts';
import {
  SWEEP_REFUSAL_MIN,
  sweepUnreferencedObjects,
  UNREFERENCED_OBJECT_GRACE_MS,
} from './files-sweep.service.ts';

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

  it('leaves a file it cannot delete for the next run, and deletes the others', async () => {
    const stuck = await putGeneratedBytes(t.app.storage, pdf(), 'application/pdf');
    const lost = await putGeneratedBytes(t.app.storage, pdf(), 'application/pdf');
    for (const { id } of [stuck, lost])
      await writtenAgo(storageKeyOf(id), UNREFERENCED_OBJECT_GRACE_MS + 60_000);
    const storage = {
      ...t.app.storage,
      delete: async (key: string) => {
        if (key === storageKeyOf(stuck.id)) throw new Error('the disk is read-only');
        await t.app.storage.delete(key);
      },
    };
    expect(await sweepUnreferencedObjects({ db: t.db, storage, now: new Date(), log: t.app.log })).toBe(1);
    expect(await t.app.storage.stat(storageKeyOf(stuck.id))).not.toBeNull();
    expect(await t.app.storage.stat(storageKeyOf(lost.id))).toBeNull();
  });

  it('fails when the storage refuses every deletion, so that the failed job shows it', async () => {
    const orphan = await putGeneratedBytes(t.app.storage, pdf(), 'application/pdf');
    await writtenAgo(storageKeyOf(orphan.id), UNREFERENCED_OBJECT_GRACE_MS + 60_000);
    const storage = {
      ...t.app.storage,
      delete: async () => {
        throw new Error('AccessDenied');
      },
    };
    await expect(
      sweepUnreferencedObjects({ db: t.db, storage, now: new Date(), log: t.app.log }),
    ).rejects.toMatchObject({ statusCode: 503 });
  });

  it('deletes nothing when too many files lack a record: the database is not the storage’s', async () => {
    const orphans = [];
    for (let count = 0; count < SWEEP_REFUSAL_MIN + 1; count += 1) {
      const stored = await putGeneratedBytes(t.app.storage, pdf(), 'application/pdf');
      await writtenAgo(storageKeyOf(stored.id), UNREFERENCED_OBJECT_GRACE_MS + 60_000);
      orphans.push(stored);
    }
    const response = await runSweep();
    expect(response.statusCode, response.body).toBe(409);
    const { unreferenced, listed } = response.json().details;
    expect(response.json().details).toMatchObject({ reason: 'TOO_MANY_UNREFERENCED_FILES' });
    expect(unreferenced).toBeGreaterThan(SWEEP_REFUSAL_MIN);
    expect(listed).toBeGreaterThanOrEqual(unreferenced);
    for (const { id } of orphans) expect(await t.app.storage.stat(storageKeyOf(id))).not.toBeNull();
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
