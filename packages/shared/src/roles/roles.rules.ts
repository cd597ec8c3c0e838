import { ALL_PERMISSION_KEYS, type PermissionKey } from '../permissions/module-registry.ts';
import {
  buildPermissionsMap,
  hasPermission,
  type PermissionHolder,
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

/**
 * The keys a map grants that the holder does not hold themselves: nobody may hand out more than they have.
 * Root holds every key, so root's answer is always empty.
 */
export const keysBeyondHolder = (
  permissions: PermissionsMap | null | undefined,
  holder: PermissionHolder | null | undefined,
): PermissionKey[] => grantedRegistryKeys(permissions).filter((key) => !hasPermission(holder, key));
