import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { crudRouteTable } from './crud-routes.ts';

describe('crudRouteTable', () => {
  it('names the operations and permission keys of a family, and its failures', () => {
    const table = crudRouteTable({
      names: { one: 'Company', many: 'Companies' },
      permission: 'CompanyModule:companies',
      errors: { delete: [404] },
    });
    expect(table.list.operationId).toBe('getCompanies');
    expect(table.create.operationId).toBe('createCompany');
    expect(table.get.permission).toBe('CompanyModule:companies:read');
    expect(table.update.permission).toBe('CompanyModule:companies:update');
    expect(Object.keys(table.list.errors)).toEqual(['400', '401', '403']);
    expect(Object.keys(table.update.errors)).toEqual(['400', '401', '403', '404', '409']);
    expect(Object.keys(table.delete.errors)).toEqual(['400', '401', '403', '404']);
  });
});

describe('crudRoutes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('registers the five routes of a family, each behind its permission key', () => {
    const routes = t.app.routeCatalogue
      .filter((route) => route.url === '/api/roles' || route.url === '/api/roles/:id')
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url} ${route.permission}`)
      .sort();
    expect(routes).toEqual([
      'DELETE /api/roles/:id RoleModule:roles:delete',
      'GET /api/roles RoleModule:roles:read',
      'GET /api/roles/:id RoleModule:roles:read',
      'POST /api/roles RoleModule:roles:create',
      'PUT /api/roles/:id RoleModule:roles:update',
    ]);
  });

  it('answers a family route without a session with 401', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/companies' });
    expect(anonymous.statusCode).toBe(401);
  });
});
