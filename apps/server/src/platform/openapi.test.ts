import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { isPublicRoute } from './public-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

const operationsOf = async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(methods)) operations.push({ method, path, operation });
  }
  return { document, operations };
};

/** `/api/users/{id}` back to the route's `/api/users/:id`. */
const routeUrl = (path: string) => path.replaceAll(/\{(\w+)\}/g, ':$1');

describe('the OpenAPI document', () => {
  it('names every operation once, with the client function names of the CRUD families', async () => {
    const { operations } = await operationsOf();
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (method: string, path: string) =>
      operations.find((entry) => entry.method === method && entry.path === path)?.operation.operationId;
    expect(idOf('get', '/api/users')).toBe('getUsers');
    expect(idOf('post', '/api/users')).toBe('createUser');
    expect(idOf('delete', '/api/questions/categories/{id}')).toBe('deleteQuestionCategory');
    expect(idOf('post', '/api/users/{id}/approve')).toBe('postUsersByIdApprove');
  });

  it('requires the session cookie on every operation but the public ones, which require nothing', async () => {
    const { document, operations } = await operationsOf();
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const { method, path, operation } of operations) {
      const expected = isPublicRoute(method.toUpperCase(), routeUrl(path)) ? [] : [{ session: [] }];
      expect(operation.security, `${method} ${path}`).toEqual(expected);
    }
  });

  it('declares the failures of every signed-in operation', async () => {
    const { operations } = await operationsOf();
    for (const { method, path, operation } of operations) {
      if (isPublicRoute(method.toUpperCase(), routeUrl(path))) continue;
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
    }
  });
});
