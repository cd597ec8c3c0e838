import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';

// Text answers are compressed in one call before @fastify/compress sees them; streams still go through the
// plugin. Both must negotiate as the plugin does.
const LARGE = JSON.stringify({ data: Array.from({ length: 200 }, (_, index) => ({ index, name: 'Élise' })) });
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp({}, async (api) => {
    const config = { permission: 'authenticated' as const };
    api.get('/test/large-text', { config }, async (_request, reply) =>
      reply.type('application/json').send(LARGE),
    );
    api.get('/test/small-text', { config }, async (_request, reply) =>
      reply.type('application/json').send('{}'),
    );
    api.get('/test/stream', { config }, async (_request, reply) =>
      reply.type('application/json').send(Readable.from([LARGE])),
    );
    // Under 1,024 characters but over 1 KB in UTF-8.
    api.get('/test/accented', { config }, async (_request, reply) =>
      reply.type('application/json').send(JSON.stringify('é'.repeat(600))),
    );
    api.get('/test/image', { config }, async (_request, reply) => reply.type('image/png').send(LARGE));
  });
  cookie = (await signInWithPermissions(t, [])).cookie;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

const decoded = (response: Awaited<ReturnType<typeof get>>) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
};

describe('compression of API answers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('answers Accept-Encoding %s with %s, whole and with its length', async (accepted, expected) => {
    const response = await get('/api/test/large-text', { 'accept-encoding': accepted });
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decoded(response)).toBe(LARGE);
  });

  it.each([
    ['no Accept-Encoding', '/api/test/large-text', {}],
    ['identity', '/api/test/large-text', { 'accept-encoding': 'identity' }],
    ['deflate only', '/api/test/large-text', { 'accept-encoding': 'deflate' }],
    ['x-no-compression', '/api/test/large-text', { 'accept-encoding': 'br', 'x-no-compression': '1' }],
    ['an answer under 1 KB', '/api/test/small-text', { 'accept-encoding': 'br' }],
    ['a type that is not text', '/api/test/image', { 'accept-encoding': 'br' }],
  ])('leaves the answer as it is with %s', async (_case, url, headers) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('measures the threshold in bytes, not characters', async () => {
    const response = await get('/api/test/accented', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(JSON.stringify('é'.repeat(600)));
  });

  it('still compresses streams, through the plugin', async () => {
    const response = await get('/api/test/stream', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(LARGE);
  });
});
