import {
  type CurrentUser,
  describeModule,
  hasPermission,
  MODULE_NAMES,
  type ModuleName,
} from '@brokerage/shared';

export interface PermissionGroup {
  module: ModuleName;
  keys: string[];
}

/** API keys can never call the API-key routes (the server refuses them), so offering those keys would mislead. */
const NEVER_OFFERED: ReadonlySet<string> = new Set(['ApiKeysModule']);

/**
 * The keys the user may put on an API key, by module: their own (root: every key), in the registry's order.
 * The server checks again, module switches included.
 */
export const grantablePermissions = (user: CurrentUser | null): PermissionGroup[] =>
  MODULE_NAMES.filter((module) => !NEVER_OFFERED.has(module))
    .map((module) => ({
      module,
      keys: describeModule(module)
        .controllers.flatMap((controller) => controller.actions)
        .filter((key) => hasPermission(user, key)),
    }))
    .filter((group) => group.keys.length > 0);
