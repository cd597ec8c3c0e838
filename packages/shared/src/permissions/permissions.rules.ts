import { MODULE_REGISTRY, type ModuleName, type PermissionKey, permissionKey } from './module-registry.ts';

/** module → controller → `module:controller:action` → allowed (SPEC §3). */
export type PermissionsMap = Record<string, Record<string, Record<string, boolean>>>;

export interface PermissionHolder {
  role?: { name: string; permissions?: PermissionsMap | null } | null;
}

export const ROOT_ROLE_NAME = 'root';

export const isRoot = (user: PermissionHolder | null | undefined): boolean =>
  user?.role?.name === ROOT_ROLE_NAME;

const splitKey = (key: string): [string, string, string] | null => {
  const parts = key.split(':');
  return parts.length === 3 && parts.every(Boolean) ? (parts as [string, string, string]) : null;
};

/** Root has every permission; anyone else only where the exact key is true (SPEC §6). */
export const hasPermission = (user: PermissionHolder | null | undefined, key: string): boolean => {
  if (!user?.role) return false;
  if (isRoot(user)) return true;
  const permissions = user.role.permissions;
  const parts = splitKey(key);
  if (!permissions || !parts) return false;
  const [module, controller] = parts;
  return permissions[module]?.[controller]?.[key] === true;
};

/** True when at least one action of the controller is granted. */
export const hasControllerAccess = (
  user: PermissionHolder | null | undefined,
  module: string,
  controller: string,
): boolean => {
  if (!user?.role) return false;
  if (isRoot(user)) return true;
  const actions = user.role.permissions?.[module]?.[controller];
  return actions ? Object.values(actions).some((allowed) => allowed === true) : false;
};

/** True when any action under the module is granted. */
export const hasModuleAccess = (user: PermissionHolder | null | undefined, module: string): boolean => {
  if (!user?.role) return false;
  if (isRoot(user)) return true;
  const controllers = user.role.permissions?.[module];
  return controllers
    ? Object.keys(controllers).some((name) => hasControllerAccess(user, module, name))
    : false;
};

/** True when the user holds at least one permission of any module. */
export const hasAnyPermission = (user: PermissionHolder | null | undefined): boolean => {
  if (!user?.role) return false;
  if (isRoot(user)) return true;
  return Object.keys(user.role.permissions ?? {}).some((module) => hasModuleAccess(user, module));
};

/** Builds a permissions map that grants exactly the given keys, listing every registry key (false when not granted). */
export const buildPermissionsMap = (granted: Iterable<PermissionKey | string>): PermissionsMap => {
  const allowed = new Set(granted);
  const map: PermissionsMap = {};
  for (const [module, controllers] of Object.entries(MODULE_REGISTRY)) {
    map[module] = {};
    for (const [controller, actions] of Object.entries(controllers)) {
      const entries = (actions as readonly string[]).map((action) => {
        const key = permissionKey(module, controller, action);
        return [key, allowed.has(key)] as const;
      });
      map[module][controller] = Object.fromEntries(entries);
    }
  }
  return map;
};

/** Every granted key of a map, for display and for tests. */
export const grantedKeys = (permissions: PermissionsMap | null | undefined): string[] =>
  Object.values(permissions ?? {}).flatMap((controllers) =>
    Object.values(controllers).flatMap((actions) =>
      Object.entries(actions)
        .filter(([, allowed]) => allowed === true)
        .map(([key]) => key),
    ),
  );

export type { ModuleName };
