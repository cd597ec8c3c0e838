import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '@/ui/data-table/column-meta';
import { menuContentClass, menuIconButtonClass, menuItemClass } from '@/ui/menu-styles';

/** Which columns show; the choice is remembered per table (useColumnVisibility). */
export const ColumnsMenu = <Row,>({ table }: { table: ReturnType<typeof useReactTable<Row>> }) => {
  const { t } = useTranslation();
  const hideable = table
    .getAllLeafColumns()
    .filter((column) => column.columnDef.meta?.hideable !== false && column.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={menuIconButtonClass} aria-label={t('ui:dataTable.columns')}>
        <Columns3 aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-slate-500 dark:text-slate-400">
            {t('ui:dataTable.columns')}
          </DropdownMenu.Label>
          {hideable.map((column) => {
            const header = column.columnDef.header;
            const name = typeof header === 'string' ? header : (column.columnDef.meta?.label ?? column.id);
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={column.getIsVisible()}
                onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
                onSelect={(event) => event.preventDefault()}
                className={clsx(menuItemClass, 'ps-8 relative')}
              >
                <DropdownMenu.ItemIndicator className="absolute start-2.5 inline-flex">
                  <span aria-hidden="true" className="text-blue-600 dark:text-blue-400">
                    ✓
                  </span>
                </DropdownMenu.ItemIndicator>
                {name}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
