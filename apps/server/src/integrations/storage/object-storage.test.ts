import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { ObjectNotFoundError, type ObjectStorage, type StoredObject } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * The storage contract, proven on both adapters: the local folder, and the S3 one on the wire against an S3
 * protocol server (s3rver) started here on a random loopback port.
 */

let folder: string;
let s3Folder: string;
let s3Server: S3rver;
const adapters: Record<'local' | 's3', ObjectStorage> = {} as Record<'local' | 's3', ObjectStorage>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'storage-local-'));
  s3Folder = await mkdtemp(join(tmpdir(), 'storage-s3rver-'));
  adapters.local = createLocalStorage(folder);
  s3Server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'brokerage-test', configs: [] }],
  });
  const { port } = await s3Server.run();
  adapters.s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'brokerage-test',
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3Server?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(s3Folder, { recursive: true, force: true });
});

const streamOf = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

describe.each(['local', 's3'] as const)('%s storage', (name) => {
  const storage = () => adapters[name];

  it('puts a stream and reads it back whole, then as ranges', async () => {
    const { size } = await storage().put('files/a/hello.txt', streamOf('hello ', 'wor', 'ld'), {
      contentType: 'text/plain',
    });
    expect(size).toBe(11);
    expect(await storage().stat('files/a/hello.txt')).toEqual({ size: 11 });
    expect(await text(await storage().get('files/a/hello.txt'))).toBe('hello world');
    expect(await text(await storage().get('files/a/hello.txt', { start: 6, end: 8 }))).toBe('wor');
    expect(await text(await storage().get('files/a/hello.txt', { start: 6 }))).toBe('world');
  });

  it('answers null / ObjectNotFoundError for a missing key, and deletes idempotently', async () => {
    await storage().put('files/gone', streamOf('x'));
    await storage().delete('files/gone');
    await storage().delete('files/gone');
    expect(await storage().stat('files/gone')).toBeNull();
    await expect(storage().get('files/gone')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('streams an object larger than one upload part', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const body = Readable.from(Array.from({ length: 6 }, () => chunk));
    expect((await storage().put('files/big', body)).size).toBe(6 * 1024 * 1024);
    expect(await storage().stat('files/big')).toEqual({ size: 6 * 1024 * 1024 });
    const tail = await storage().get('files/big', { start: 6 * 1024 * 1024 - 3 });
    expect([...Buffer.from(await tail.toArray().then((parts) => Buffer.concat(parts)))]).toEqual([7, 7, 7]);
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage().put('files/broken', failing)).rejects.toThrow();
    expect(await storage().stat('files/broken')).toBeNull();
  });

  it('lists every object under its key with the time it was written', async () => {
    const before = Date.now() - 2_000;
    await storage().put('listed/one.txt', streamOf('1'));
    await storage().put('listed/deeper/two.txt', streamOf('2'));
    const listed: StoredObject[] = [];
    for await (const object of storage().list()) if (object.key.startsWith('listed/')) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual(['listed/deeper/two.txt', 'listed/one.txt']);
    for (const { modifiedAt } of listed) {
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
    }
  });

  it('refuses keys that would leave the storage', async () => {
    for (const key of ['../escape', '/abs', 'a/../../b', 'a\\b', '', 'A']) {
      await expect(storage().put(key, streamOf('x'))).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('local storage', () => {
  it('keeps no temporary file after writes', async () => {
    expect(await readdir(join(folder, '.tmp'))).toEqual([]);
  });

  it('does not list a write still in progress', async () => {
    await writeFile(join(folder, '.tmp', 'in-progress'), 'half');
    await adapters.local.put('complete', streamOf('whole'));
    const keys: string[] = [];
    for await (const object of adapters.local.list()) keys.push(object.key);
    expect(keys).not.toContain('.tmp/in-progress');
    expect(keys).toContain('complete');
    await rm(join(folder, '.tmp', 'in-progress'));
  });
});

describe('an S3 server that stops answering', () => {
  it('fails the write once the connection stays silent, instead of waiting for good', async () => {
    // Accepts the connection, reads the request, never answers.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    try {
      const storage = createS3Storage({
        endpoint: `http://127.0.0.1:${address.port}`,
        region: 'us-east-1',
        bucket: 'brokerage-test',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        idleTimeoutMs: 200,
      });
      const started = Date.now();
      await expect(storage.put('files/b/silent.txt', streamOf('hello'))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 20_000);
});
