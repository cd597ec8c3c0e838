import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';

// A built web app in miniature: an index.html, one hashed script with its pre-compressed copies and its map.
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="fr" dir="ltr"><head><script type="module" src="/assets/app-1a2b.js"></script></head><body></body></html>',
);
writeFileSync(join(webDist, 'assets/app-1a2b.js'), script);
writeFileSync(join(webDist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
writeFileSync(join(webDist, 'assets/app-1a2b.js.gz'), gzipSync(script));
writeFileSync(join(webDist, 'assets/app-1a2b.js.map'), '{"version":3}');
// What the web build says each page needs first (apps/web/build/route-preload.ts).
writeFileSync(
  join(webDist, 'route-preload.json'),
  JSON.stringify({
    login: {
      fr: ['/assets/login-1.js', '/assets/auth-fr.js'],
      ar: ['/assets/login-1.js', '/assets/auth-ar.js'],
    },
    sign: { en: ['/assets/signing-1.js'] },
    '*': { fr: ['/assets/shell-1.js', '/assets/texts-fr.js'] },
  }),
);
writeFileSync(join(webDist, 'route-preload.json.gz'), gzipSync('{}'));
writeFileSync(join(webDist, 'route-preload.json.br'), brotliCompressSync('{}'));

let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  production = await buildTestApp({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), WEB_DIST: webDist });
  development = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await production.close();
  await development.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each([
    ['/ar/login', 'lang="ar" dir="rtl"'],
    ['/en/users?page=2', 'lang="en" dir="ltr"'],
    ['/fr', 'lang="fr" dir="ltr"'],
    ['/', 'lang="fr" dir="ltr"'],
  ])('serves %s with <html %s>', async (url, attributes) => {
    const response = await production.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<html ${attributes}>`);
  });

  it.each([
    ['/fr/login?redirect=%2Ffr%2Fusers', ['/assets/login-1.js', '/assets/auth-fr.js']],
    ['/ar/login', ['/assets/login-1.js', '/assets/auth-ar.js']],
    ['/en/sign/abc123', ['/assets/signing-1.js']],
    ['/fr/ventes/42', ['/assets/shell-1.js', '/assets/texts-fr.js']],
    ['/fr', ['/assets/shell-1.js', '/assets/texts-fr.js']],
    ['/fr/Login/', ['/assets/login-1.js', '/assets/auth-fr.js']],
    ['/', []],
    ['/ventes', []],
  ])('names in the HTML of %s the files its page needs first', async (url, files) => {
    const response = await production.app.inject({ method: 'GET', url });
    const preloads = [
      ...response.body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g),
    ].map((match) => match[1]);
    expect(preloads).toEqual(files);
    if (files.length > 0)
      expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it.each(['/route-preload.json', '/route-preload.json.gz', '/route-preload.json.br'])(
    'keeps the build plan to itself: %s',
    async (url) => {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );

  it('sends the brotli copy of an asset to a browser that accepts it, and says it varies', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file otherwise', async () => {
    const gzip = await production.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await production.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps source maps to itself in production only', async () => {
    const url = '/assets/app-1a2b.js.map';
    expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await development.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/assets/gone-0000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('compresses large API answers', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });
});
