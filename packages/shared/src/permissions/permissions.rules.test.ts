import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from './module-registry.ts';
import {
  buildPermissionsMap,
  grantedKeys,
  hasAnyPermission,
  hasControllerAccess,
  hasModuleAccess,
  hasPermission,
  isRoot,
} from './permissions.rules.ts';

const userWith = (name: string, granted: string[]) => ({
  role: { name, permissions: buildPermissionsMap(granted) },
});

describe('hasPermission', () => {
  it('grants everything when the role is root', () => {
    const root = { role: { name: 'root', permissions: {} } };
    expect(isRoot(root)).toBe(true);
    expect(hasPermission(root, 'UserModule:users:delete')).toBe(true);
    expect(hasModuleAccess(root, 'AnythingModule')).toBe(true);
  });

  it('grants only the exact key when the role is not root', () => {
    const agent = userWith('agent', ['VenteModule:ventes:read']);
    expect(hasPermission(agent, 'VenteModule:ventes:read')).toBe(true);
    expect(hasPermission(agent, 'VenteModule:ventes:create')).toBe(false);
    expect(hasPermission(agent, 'UserModule:users:read')).toBe(false);
  });

  it('denies when the user has no role or no permissions map', () => {
    expect(hasPermission(null, 'VenteModule:ventes:read')).toBe(false);
    expect(hasPermission({ role: null }, 'VenteModule:ventes:read')).toBe(false);
    expect(hasPermission({ role: { name: 'agent', permissions: null } }, 'VenteModule:ventes:read')).toBe(
      false,
    );
    expect(hasAnyPermission({ role: { name: 'agent' } })).toBe(false);
  });

  it('denies when the key does not have three colon-separated parts', () => {
    const agent = {
      role: { name: 'agent', permissions: { VenteModule: { ventes: { 'VenteModule:ventes': true } } } },
    };
    expect(hasPermission(agent, 'VenteModule:ventes')).toBe(false);
    expect(hasPermission(agent, 'VenteModule:ventes:read:extra')).toBe(false);
  });

  it('ignores a key stored under another module or controller', () => {
    const forged = {
      role: { name: 'agent', permissions: { VenteModule: { ventes: { 'UserModule:users:read': true } } } },
    };
    expect(hasPermission(forged, 'UserModule:users:read')).toBe(false);
  });
});

describe('controller and module access', () => {
  it('grants a controller when at least one of its actions is true', () => {
    const user = userWith('quality', ['VenteModule:quality-control:read']);
    expect(hasControllerAccess(user, 'VenteModule', 'quality-control')).toBe(true);
    expect(hasControllerAccess(user, 'VenteModule', 'ventes')).toBe(false);
  });

  it('grants a module when any action under it is true', () => {
    const user = userWith('quality', ['VenteModule:contrats:read']);
    expect(hasModuleAccess(user, 'VenteModule')).toBe(true);
    expect(hasModuleAccess(user, 'UserModule')).toBe(false);
    expect(hasAnyPermission(user)).toBe(true);
  });

  it('denies a module whose actions are all false', () => {
    const user = userWith('nobody', []);
    expect(hasModuleAccess(user, 'VenteModule')).toBe(false);
    expect(hasAnyPermission(user)).toBe(false);
  });
});

describe('buildPermissionsMap', () => {
  it('lists every registry key and marks only the granted ones true', () => {
    const map = buildPermissionsMap(['UserModule:users:read']);
    expect(map.UserModule?.users).toEqual({
      'UserModule:users:read': true,
      'UserModule:users:create': false,
      'UserModule:users:update': false,
      'UserModule:users:delete': false,
    });
    expect(grantedKeys(map)).toEqual(['UserModule:users:read']);
  });

  it('round-trips every key of the registry', () => {
    expect(grantedKeys(buildPermissionsMap(ALL_PERMISSION_KEYS)).sort()).toEqual(
      [...ALL_PERMISSION_KEYS].sort(),
    );
  });
});
