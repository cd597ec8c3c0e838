import type { ModuleInfo, PermissionsMap } from '@brokerage/shared';
import type { CheckState } from '@/ui/tri-state-checkbox';

/** The tri-state of a module or controller toggle: every action granted, some, or none. */
export const stateOf = (keys: readonly string[], granted: ReadonlySet<string>): CheckState => {
  if (keys.length === 0) return 'unchecked';
  const count = keys.filter((key) => granted.has(key)).length;
  if (count === 0) return 'unchecked';
  return count === keys.length ? 'checked' : 'indeterminate';
};

export const moduleKeys = (module: ModuleInfo): string[] =>
  module.controllers.flatMap((controller) => controller.actions);

/**
 * The result of clicking a toggle: an unchecked or partly checked toggle grants all its actions, a checked one
 * removes them all (the usual tri-state behaviour).
 */
export const toggle = (granted: ReadonlySet<string>, keys: readonly string[]): Set<string> => {
  const next = new Set(granted);
  const grantAll = stateOf(keys, granted) !== 'checked';
  for (const key of keys) {
    if (grantAll) next.add(key);
    else next.delete(key);
  }
  return next;
};

/** The keys a map grants (SPEC §3: module → controller → `module:controller:action` → boolean). */
export const grantedFromMap = (permissions: PermissionsMap | null | undefined): Set<string> =>
  new Set(
    Object.values(permissions ?? {}).flatMap((controllers) =>
      Object.values(controllers).flatMap((actions) =>
        Object.entries(actions)
          .filter(([, allowed]) => allowed === true)
          .map(([key]) => key),
      ),
    ),
  );

/**
 * The map to save: every action of the listed modules, true where granted. Keys of modules the editor did not
 * show (a module switched off is not listed for non-root editors) keep their grant, so saving never drops them.
 */
export const toPermissionsMap = (
  modules: readonly ModuleInfo[],
  granted: ReadonlySet<string>,
): PermissionsMap => {
  const map: PermissionsMap = {};
  const shown = new Set<string>();
  for (const module of modules) {
    const controllers: Record<string, Record<string, boolean>> = {};
    for (const controller of module.controllers) {
      controllers[controller.name] = Object.fromEntries(
        controller.actions.map((key) => {
          shown.add(key);
          return [key, granted.has(key)];
        }),
      );
    }
    map[module.name] = controllers;
  }
  for (const key of granted) {
    if (shown.has(key)) continue;
    const [module, controller] = key.split(':');
    if (!module || !controller) continue;
    map[module] ??= {};
    map[module][controller] ??= {};
    map[module][controller][key] = true;
  }
  return map;
};

/** The action part of a key: 'UserModule:users:read' → 'read'. */
export const actionOf = (key: string): string => key.split(':')[2] ?? key;
