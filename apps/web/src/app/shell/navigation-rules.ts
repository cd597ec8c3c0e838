import { hasModuleAccess, isRoot, type PermissionHolder } from '@brokerage/shared';
import type { NavGroup, NavItem } from '@/app/shell/navigation';

/**
 * SPEC §6: the dashboard is always shown; root sees every page; anyone else sees an item only when the server
 * lists its module and the user's role grants some action in it. Pages that do not exist yet are never shown.
 */
export const canSeeItem = (
  item: NavItem,
  user: PermissionHolder | null | undefined,
  moduleNames: readonly string[] | undefined,
): boolean => {
  if (!item.available) return false;
  if (item.module === null) return true;
  if (!user) return false;
  if (isRoot(user)) return true;
  return (moduleNames ?? []).includes(item.module) && hasModuleAccess(user, item.module);
};

/** The groups with only their visible items; groups left empty are dropped. */
export const visibleNavigation = (
  groups: readonly NavGroup[],
  user: PermissionHolder | null | undefined,
  moduleNames: readonly string[] | undefined,
): NavGroup[] =>
  groups
    .map((group) => ({ ...group, items: group.items.filter((item) => canSeeItem(item, user, moduleNames)) }))
    .filter((group) => group.items.length > 0);

/** Segment-aware prefix: '/ventes' covers '/ventes/12' but not '/ventes-archive'. */
export const pathStartsWith = (path: string, prefix: string): boolean =>
  prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);

/**
 * The one item to highlight for a locale-free path: the longest matching prefix, so '/ventes/form' highlights
 * 'create a sale' rather than the sales list. The dashboard only matches '/' exactly.
 */
export const activeItemPath = (groups: readonly NavGroup[], path: string): string | null => {
  let best: string | null = null;
  for (const group of groups) {
    for (const { path: itemPath } of group.items) {
      if (pathStartsWith(path, itemPath) && (best === null || itemPath.length > best.length)) best = itemPath;
    }
  }
  return best;
};

export const groupContainsPath = (group: NavGroup, path: string): boolean =>
  group.items.some((item) => pathStartsWith(path, item.path));

/** The nav item whose route owns the first segment of a locale-free path, used for the mobile title. */
export const itemForFirstSegment = (groups: readonly NavGroup[], path: string): NavItem | null => {
  const segment = path.split('/')[1] ?? '';
  const wanted = segment ? `/${segment}` : '/';
  for (const group of groups) {
    const match = group.items.find((item) => item.path === wanted);
    if (match) return match;
  }
  return null;
};
