import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavGroup, NavItem } from '@/app/shell/navigation';
import { activeItemPath, groupContainsPath } from '@/app/shell/navigation-rules';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

export interface SidebarNavProps {
  /** Groups already filtered for the user. */
  groups: readonly NavGroup[];
  /** Current path without the locale. */
  path: string;
  /** Icons only, for the narrow desktop sidebar. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

const openGroupsFor = (groups: readonly NavGroup[], path: string) =>
  groups.filter((group) => groupContainsPath(group, path)).map((group) => group.id);

export const SidebarNav = ({ groups, path, collapsed = false, onNavigate }: SidebarNavProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(openGroupsFor(groups, path)));
  const active = activeItemPath(groups, path);

  // Arriving on a page opens its group; groups the user opened or closed by hand are otherwise left alone.
  useEffect(() => {
    const wanted = openGroupsFor(groups, path);
    setOpen((previous) =>
      wanted.every((id) => previous.has(id)) ? previous : new Set([...previous, ...wanted]),
    );
  }, [groups, path]);

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <nav aria-label={t('layout:sidebar.label')} className="flex flex-col gap-1 p-3">
      {groups.map((group) =>
        group.standalone || collapsed ? (
          <ItemList
            key={group.id}
            items={group.items}
            active={active}
            collapsed={collapsed}
            onNavigate={onNavigate}
            label={group.standalone ? undefined : t(`layout:nav.groups.${group.id}`)}
            separated={collapsed && !group.standalone}
          />
        ) : (
          <CollapsibleGroup
            key={group.id}
            group={group}
            open={open.has(group.id)}
            onToggle={() => toggle(group.id)}
            active={active}
            onNavigate={onNavigate}
          />
        ),
      )}
    </nav>
  );
};

interface CollapsibleGroupProps {
  group: NavGroup;
  open: boolean;
  onToggle: () => void;
  active: string | null;
  onNavigate: (() => void) | undefined;
}

const CollapsibleGroup = ({ group, open, onToggle, active, onNavigate }: CollapsibleGroupProps) => {
  const { t } = useTranslation();
  const listId = useId();
  const Icon = group.icon;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={clsx(
          'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm font-semibold',
          'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          'focus-visible:outline-2 focus-visible:outline-blue-600',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1 truncate">{t(`layout:nav.groups.${group.id}`)}</span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={listId} hidden={!open} className="ps-4">
        <ItemList items={group.items} active={active} collapsed={false} onNavigate={onNavigate} />
      </div>
    </div>
  );
};

interface ItemListProps {
  items: readonly NavItem[];
  active: string | null;
  collapsed: boolean;
  onNavigate: (() => void) | undefined;
  /** Names the list for assistive technology when no visible heading does. */
  label?: string | undefined;
  separated?: boolean;
}

const ItemList = ({ items, active, collapsed, onNavigate, label, separated = false }: ItemListProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul
      aria-label={label}
      className={clsx(
        'flex flex-col gap-0.5',
        separated && 'mt-1 border-t border-slate-200 pt-2 dark:border-slate-800',
      )}
    >
      {items.map((item) => {
        const Icon = item.icon;
        const isActive = item.path === active;
        const name = t(`layout:nav.items.${item.id}`);
        return (
          <li key={item.path}>
            <Link
              to={localizePath(item.path, locale)}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              title={collapsed ? name : undefined}
              className={clsx(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-blue-600',
                collapsed && 'justify-center',
                isActive
                  ? 'bg-blue-50 font-semibold text-blue-700 dark:bg-blue-950 dark:text-blue-200'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={clsx(collapsed ? 'sr-only' : 'truncate')}>{name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
