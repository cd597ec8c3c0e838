import { ALL_PERMISSION_KEYS, type PermissionKey } from '../permissions/module-registry.ts';
import {
  buildPermissionsMap,
  type PermissionsMap,
  ROOT_ROLE_NAME,
} from '../permissions/permissions.rules.ts';

/**
 * The registry keys a map grants, each only where SPEC §3 files it (module → controller → key). Unknown keys,
 * misfiled keys and non-true values grant nothing.
 */
export const grantedRegistryKeys = (permissions: PermissionsMap | null | undefined): PermissionKey[] =>
  ALL_PERMISSION_KEYS.filter((key) => {
    const [module = '', controller = ''] = key.split(':');
    return permissions?.[module]?.[controller]?.[key] === true;
  });

/** The map a role stores: every registry key listed, true exactly where the input granted it. */
export const sanitizePermissions = (permissions: PermissionsMap | null | undefined): PermissionsMap =>
  buildPermissionsMap(grantedRegistryKeys(permissions));

/** `root` (in any letter case) names the all-powerful role; no other role may take that name. */
export const isReservedRoleName = (name: string): boolean => name.trim().toLowerCase() === ROOT_ROLE_NAME;
