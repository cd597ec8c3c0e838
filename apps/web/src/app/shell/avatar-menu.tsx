import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleQuestionMark, LogOut, Settings, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@/lib/locale';
import { Avatar } from '@/ui/avatar';
import { menuContentClass, menuItemClass } from '@/ui/menu-styles';
import { useLocale } from '@/ui/use-locale';

export interface AvatarMenuUser {
  name: string;
  email: string | null;
  phone: string;
  photoURL: string | null;
}

export interface AvatarMenuProps {
  user: AvatarMenuUser;
  onLogout: () => void;
}

/** Where the account entries lead; "Settings" is the profile page's preferences section (issue 12). */
export const ACCOUNT_LINKS = {
  profile: '/profile',
  settings: '/profile#preferences',
  help: '/help',
} as const;

/**
 * The account menu: who is signed in, then profile, settings and help (issue 12 makes them act, where SPEC §2
 * left them inert), and logout.
 */
export const AvatarMenu = ({ user, onLogout }: AvatarMenuProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const contact = user.email || user.phone;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
        <Avatar src={user.photoURL} text={user.name} alt="" size="sm" />
        {/* Named by its content, not aria-label: the initials it shows are not part of that name (WCAG 2.5.3). */}
        <span className="sr-only">{t('layout:avatarMenu.open', { name: user.name })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={`${menuContentClass} min-w-56`}>
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
            <Avatar src={user.photoURL} text={user.name} alt="" size="md" />
            <span className="min-w-0">
              <span className="block truncate font-semibold">{user.name}</span>
              <span className="block truncate text-slate-500 dark:text-slate-400">
                <bdi dir="ltr">{contact}</bdi>
              </span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {(
            [
              ['profile', User],
              ['settings', Settings],
              ['help', CircleQuestionMark],
            ] as const
          ).map(([entry, Icon]) => (
            <DropdownMenu.Item key={entry} asChild className={menuItemClass}>
              <Link to={localizePath(ACCOUNT_LINKS[entry], locale)}>
                <Icon aria-hidden="true" className="size-4" />
                {t(`layout:avatarMenu.${entry}`)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            onSelect={onLogout}
            className={`${menuItemClass} text-red-700 data-[highlighted]:bg-red-50 dark:text-red-300 dark:data-[highlighted]:bg-red-950`}
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('layout:avatarMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
