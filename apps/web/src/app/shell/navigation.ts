import type { ModuleName } from '@brokerage/shared';
import type { LucideIcon } from 'lucide-react';
import { PAGE_GROUPS, PAGES } from '@/app/page-registry';

export interface NavItem {
  /** Translation key under layout:nav.items and the first path segment's title on mobile. */
  id: string;
  /** Path without the locale. */
  path: string;
  /** Null only for the dashboard, which everyone sees (SPEC §6). */
  module: ModuleName | null;
  icon: LucideIcon;
  /** False until the page exists: the sidebar never links to a page that is not built. */
  available: boolean;
}

export interface NavGroup {
  /** Translation key under layout:nav.groups. */
  id: string;
  icon: LucideIcon;
  items: NavItem[];
  /** Rendered as plain links, without a collapsible heading. */
  standalone?: boolean;
}

/** The sidebar's groups, built from the page registry (app/page-registry.ts) in its order. */
export const NAVIGATION: NavGroup[] = PAGE_GROUPS.map((group) => ({
  id: group.id,
  icon: group.icon,
  standalone: group.standalone,
  items: PAGES.filter((page) => page.group === group.id).map((page) => ({
    id: page.id,
    path: page.path,
    module: page.module,
    icon: page.icon,
    available: page.load !== undefined,
  })),
}));
