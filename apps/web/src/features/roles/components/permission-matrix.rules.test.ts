import type { ModuleInfo } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import {
  grantedFromMap,
  moduleKeys,
  stateOf,
  toggle,
  toPermissionsMap,
} from '@/features/roles/components/permission-matrix.rules';

const users: ModuleInfo = {
  name: 'UserModule',
  enabled: true,
  controllers: [{ name: 'users', actions: ['UserModule:users:read', 'UserModule:users:update'] }],
};
const sales: ModuleInfo = {
  name: 'VenteModule',
  enabled: true,
  controllers: [
    { name: 'ventes', actions: ['VenteModule:ventes:read', 'VenteModule:ventes:create'] },
    { name: 'contrats', actions: ['VenteModule:contrats:read'] },
  ],
};

describe('permission matrix rules', () => {
  it('does report checked, indeterminate or unchecked when some actions are granted', () => {
    const granted = new Set(['VenteModule:ventes:read', 'VenteModule:contrats:read']);
    expect(stateOf(sales.controllers[0]?.actions ?? [], granted)).toBe('indeterminate');
    expect(stateOf(sales.controllers[1]?.actions ?? [], granted)).toBe('checked');
    expect(stateOf(moduleKeys(sales), granted)).toBe('indeterminate');
    expect(stateOf(moduleKeys(users), granted)).toBe('unchecked');
    expect(stateOf([], granted)).toBe('unchecked');
  });

  it('does grant all from unchecked or indeterminate and clear all from checked when toggled', () => {
    const partial = new Set(['VenteModule:ventes:read']);
    const all = toggle(partial, moduleKeys(sales));
    expect([...all].sort()).toEqual([...moduleKeys(sales)].sort());
    expect(toggle(all, moduleKeys(sales)).size).toBe(0);
    expect(toggle(new Set(), ['UserModule:users:read'])).toEqual(new Set(['UserModule:users:read']));
  });

  it('does build the full map of SPEC §3 and keep grants of modules not shown when saving', () => {
    const granted = new Set(['UserModule:users:read', 'AdminModule:audit-log:read']);
    expect(toPermissionsMap([users], granted)).toEqual({
      UserModule: { users: { 'UserModule:users:read': true, 'UserModule:users:update': false } },
      AdminModule: { 'audit-log': { 'AdminModule:audit-log:read': true } },
    });
    expect(grantedFromMap(toPermissionsMap([users], granted))).toEqual(granted);
  });
});
