import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuContentClass, menuIconButtonClass, menuItemClass } from '@/ui/menu-styles';

export interface RowAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  hidden?: boolean;
}

/** The "⋯" menu at the end of a row: the row's actions, the hidden ones left out. */
export const RowActionsMenu = ({ actions }: { actions: RowAction[] }) => {
  const { t } = useTranslation();
  const visible = actions.filter((action) => !action.hidden);
  if (visible.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={menuIconButtonClass} aria-label={t('ui:dataTable.rowActions')}>
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
          {visible.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              onSelect={action.onSelect}
              className={clsx(
                menuItemClass,
                action.danger &&
                  'text-red-700 data-[highlighted]:bg-red-50 dark:text-red-300 dark:data-[highlighted]:bg-red-950',
              )}
            >
              {action.icon && (
                <span aria-hidden="true" className="inline-flex size-4 items-center">
                  {action.icon}
                </span>
              )}
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
