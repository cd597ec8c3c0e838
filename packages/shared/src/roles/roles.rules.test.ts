import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '../permissions/module-registry.ts';
import { buildPermissionsMap, grantedKeys } from '../permissions/permissions.rules.ts';
import {
  grantedRegistryKeys,
  isReservedRoleName,
  keysBeyondHolder,
  sanitizePermissions,
} from './roles.rules.ts';

describe('sanitizePermissions', () => {
  it('keeps the granted registry keys and lists every other key as false', () => {
    const sanitized = sanitizePermissions({
      UserModule: { users: { 'UserModule:users:read': true, 'UserModule:users:delete': false } },
    });
    expect(sanitized).toEqual(buildPermissionsMap(['UserModule:users:read']));
  });

  it('drops keys, controllers and modules that are not in the registry', () => {
    const sanitized = sanitizePermissions({
      UserModule: { users: { 'UserModule:users:fly': true }, ghosts: { 'UserModule:ghosts:read': true } },
      MadeUpModule: { things: { 'MadeUpModule:things:read': true } },
    });
    expect(grantedKeys(sanitized)).toEqual([]);
    expect(sanitized).not.toHaveProperty('MadeUpModule');
  });

  it('ignores a key filed under another module or controller', () => {
    const sanitized = sanitizePermissions({ VenteModule: { ventes: { 'UserModule:users:read': true } } });
    expect(grantedKeys(sanitized)).toEqual([]);
  });

  it('grants nothing when a value is not exactly true or the map is missing', () => {
    const truthy = { UserModule: { users: { 'UserModule:users:read': 1 as unknown as boolean } } };
    expect(grantedRegistryKeys(truthy)).toEqual([]);
    expect(grantedRegistryKeys(null)).toEqual([]);
    expect(grantedKeys(sanitizePermissions(undefined))).toEqual([]);
  });

  it('round-trips a map that grants every key', () => {
    expect(grantedRegistryKeys(buildPermissionsMap(ALL_PERMISSION_KEYS))).toEqual(ALL_PERMISSION_KEYS);
  });
});

describe('isReservedRoleName', () => {
  it('reserves root whatever its letter case or surrounding spaces', () => {
    expect(isReservedRoleName('root')).toBe(true);
    expect(isReservedRoleName(' Root ')).toBe(true);
    expect(isReservedRoleName('rooter')).toBe(false);
  });
});

describe('keysBeyondHolder', () => {
  const holderOf = (keys: string[]) => ({
    role: { name: 'manager', permissions: buildPermissionsMap(keys) },
  });

  it('is empty when every granted key is held', () => {
    const map = buildPermissionsMap(['UserModule:users:read']);
    expect(keysBeyondHolder(map, holderOf(['UserModule:users:read', 'UserModule:users:update']))).toEqual([]);
  });

  it('lists each granted key the holder lacks', () => {
    const map = buildPermissionsMap(['UserModule:users:read', 'RoleModule:roles:delete']);
    expect(keysBeyondHolder(map, holderOf(['UserModule:users:read']))).toEqual(['RoleModule:roles:delete']);
  });

  it('ignores keys outside the registry and lets root grant everything', () => {
    const bogus = { MadeUpModule: { things: { 'MadeUpModule:things:read': true } } };
    expect(keysBeyondHolder(bogus, holderOf([]))).toEqual([]);
    const everything = buildPermissionsMap(ALL_PERMISSION_KEYS);
    expect(keysBeyondHolder(everything, { role: { name: 'root', permissions: {} } })).toEqual([]);
    expect(keysBeyondHolder(everything, null)).toEqual(ALL_PERMISSION_KEYS);
  });
});
