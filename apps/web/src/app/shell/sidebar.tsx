import { MOBILE_BREAKPOINT_PX, type PermissionHolder } from '@brokerage/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NAVIGATION, type NavGroup } from '@/app/shell/navigation';
import { visibleNavigation } from '@/app/shell/navigation-rules';
import { SidebarNav } from '@/app/shell/sidebar-nav';
import { useMediaQuery } from '@/app/shell/use-media-query';
import { stripLocale } from '@/lib/locale';
import { LanguageSelector } from '@/ui/language-selector';

const COLLAPSED_STORAGE_KEY = 'sidebar-collapsed';

const readCollapsed = (): boolean => {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

const saveCollapsed = (collapsed: boolean): void => {
  try {
    localStorage.setItem(COLLAPSED_STORAGE_KEY, String(collapsed));
  } catch {
    // Not remembered across reloads; the sidebar still collapses.
  }
};

export interface SidebarProps {
  /** The full navigation config; what the user may see is worked out here. */
  groups?: readonly NavGroup[];
  user: PermissionHolder | null | undefined;
  /** Module names from GET /api/modules; undefined while unknown. */
  moduleNames: readonly string[] | undefined;
  /** The overlay used below the mobile breakpoint, opened from the header. */
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

export const Sidebar = ({
  groups = NAVIGATION,
  user,
  moduleNames,
  mobileOpen,
  onMobileOpenChange,
}: SidebarProps) => {
  const { t } = useTranslation();
  const navId = useId();
  const path = stripLocale(useLocation().pathname);
  const visible = useMemo(() => visibleNavigation(groups, user, moduleNames), [groups, user, moduleNames]);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const isDesktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);

  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    onMobileOpenChange(false);
  }, [path, onMobileOpenChange]);

  // Widening the window past the breakpoint hides the overlay with CSS; close it so focus is not left trapped.
  useEffect(() => {
    if (isDesktop && mobileOpen) onMobileOpenChange(false);
  }, [isDesktop, mobileOpen, onMobileOpenChange]);

  const toggleCollapsed = () => {
    setCollapsed((previous) => {
      saveCollapsed(!previous);
      return !previous;
    });
  };

  const collapseLabel = collapsed ? t('layout:sidebar.expand') : t('layout:sidebar.collapse');
  const CollapseIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <>
      <aside
        data-collapsed={collapsed}
        className={clsx(
          'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-e border-slate-200 bg-white transition-[width] md:flex',
          'dark:border-slate-800 dark:bg-slate-900',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div id={navId} className="flex-1 overflow-y-auto">
          <SidebarNav groups={visible} path={path} collapsed={collapsed} />
        </div>
        <div
          className={clsx(
            'border-t border-slate-200 p-3 dark:border-slate-800',
            collapsed && 'flex justify-center',
          )}
        >
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={navId}
            aria-label={collapseLabel}
            title={collapseLabel}
            onClick={toggleCollapsed}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <CollapseIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
      </aside>

      <Dialog.Root open={mobileOpen} onOpenChange={onMobileOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 start-0 z-50 flex w-64 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none md:hidden dark:bg-slate-900"
          >
            <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
              <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
                {t('layout:sidebar.title')}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('layout:sidebar.close')}
                className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto">
              <SidebarNav groups={visible} path={path} onNavigate={() => onMobileOpenChange(false)} />
            </div>
            <div className="border-t border-slate-200 p-3 sm:hidden dark:border-slate-800">
              <LanguageSelector size="sm" />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
};
