import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@/lib/list-params';
import { menuIconButtonClass } from '@/ui/menu-styles';

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  range: string;
  disabled: boolean;
}

export const Pagination = ({
  page,
  pageCount,
  pageSize,
  onPage,
  onPageSize,
  range,
  disabled,
}: PaginationProps) => {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <nav
      aria-label={t('ui:dataTable.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{t('ui:dataTable.rowsPerPage')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="h-8 rounded-md border border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <output aria-live="polite">{range}</output>
        <button
          type="button"
          className={clsx(menuIconButtonClass, 'disabled:cursor-not-allowed disabled:opacity-40')}
          onClick={() => onPage(page - 1)}
          disabled={disabled || page <= 1}
          aria-label={t('ui:dataTable.previous')}
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        </button>
        <button
          type="button"
          className={clsx(menuIconButtonClass, 'disabled:cursor-not-allowed disabled:opacity-40')}
          onClick={() => onPage(page + 1)}
          disabled={disabled || page >= pageCount}
          aria-label={t('ui:dataTable.next')}
        >
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </button>
      </div>
    </nav>
  );
};
