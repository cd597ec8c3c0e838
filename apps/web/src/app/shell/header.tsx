import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AvatarMenu } from '@/app/shell/avatar-menu';
import { Brand } from '@/app/shell/brand';
import { NavSearch } from '@/app/shell/nav-search';
import type { NavGroup } from '@/app/shell/navigation';
import { NotificationsMenu } from '@/app/shell/notifications-menu';
import { pageTitle } from '@/app/shell/page-title';
import { stripLocale } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { LanguageSelector } from '@/ui/language-selector';
import { headerIconButtonClass } from '@/ui/menu-styles';
import { ThemeSwitch } from '@/ui/theme-switch';

export interface HeaderProps {
  /** The navigation the user may see, for the search box. */
  groups: readonly NavGroup[];
  mobileNavOpen: boolean;
  onOpenMobileNav: () => void;
}

export const Header = ({ groups, mobileNavOpen, onOpenMobileNav }: HeaderProps) => {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const path = stripLocale(useLocation().pathname);

  // The session layer reports a failed logout itself and still lands on the login page (SPEC §8).
  const handleLogout = () => void logout();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur md:gap-4 md:px-4 dark:border-slate-800 dark:bg-slate-900/95">
      <button
        type="button"
        aria-label={t('layout:sidebar.open')}
        aria-expanded={mobileNavOpen}
        onClick={onOpenMobileNav}
        className={`${headerIconButtonClass} md:hidden`}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <Brand />
      <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 md:hidden dark:text-slate-100">
        {pageTitle(path, t)}
      </p>
      <NavSearch groups={groups} className="hidden max-w-md flex-1 md:ms-4 md:flex" />
      <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <NotificationsMenu />
        <ThemeSwitch size="md" />
        {/* Below sm the selector lives in the navigation drawer, leaving room for the page title. */}
        <div className="hidden sm:block">
          <LanguageSelector size="sm" nameDisplay="wide-only" />
        </div>
        {user && <AvatarMenu user={user} onLogout={handleLogout} />}
      </div>
    </header>
  );
};
