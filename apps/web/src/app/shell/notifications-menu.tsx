import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { headerIconButtonClass, menuContentClass, menuItemClass } from '@/ui/menu-styles';

/** There is no notification source yet, so the menu states that honestly instead of inventing items. */
export const NotificationsMenu = () => {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={t('layout:notifications.open')} className={headerIconButtonClass}>
        <Bell aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={`${menuContentClass} min-w-56`}>
          <DropdownMenu.Label className="px-3 py-2 font-semibold">
            {t('layout:notifications.title')}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item disabled className={menuItemClass}>
            <BellOff aria-hidden="true" className="size-4 shrink-0" />
            {t('layout:notifications.empty')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
