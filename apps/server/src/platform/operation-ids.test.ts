import { describe, expect, it } from 'vitest';
import { operationIdOf } from './operation-ids.ts';

describe('operationIdOf', () => {
  it('names a route by its method and path, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/users/:id')).toBe('getUsersById');
    expect(operationIdOf('POST', '/api/companies/:id/provider-types/:type')).toBe(
      'postCompaniesByIdProviderTypesByType',
    );
    expect(operationIdOf('GET', '/api/identity/jwks.json')).toBe('getIdentityJwksJson');
    expect(operationIdOf('GET', '/api')).toBe('get');
  });
});
