import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { openTestDatabase } from '@/test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports status, database and version on /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(
      document.paths['/api/auth/set-cookie'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('token');
    expect(document.paths['/api/identity/verification-codes']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing-here not found',
      path: '/api/nothing-here',
    });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-cookie',
      payload: '{"token":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      path: '/api/auth/set-cookie',
    });
  });

  it('sends security headers with a content-security-policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unexpected failures', () => {
  it('answers 500 without internals when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database,
      logger: false,
    });
    await database.close();
    const response = await app.inject({
      method: 'GET',
      url: '/api/modules',
      headers: { cookie: 'sid=anything' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'An unexpected error occurred.',
      path: '/api/modules',
    });
    await app.close();
  });
});
