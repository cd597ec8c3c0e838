import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
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

const PagerButton = ({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) => (
  <button
    type="button"
    className={clsx(menuIconButtonClass, 'disabled:cursor-not-allowed disabled:opacity-40')}
    onClick={onClick}
    disabled={disabled}
    aria-label={label}
  >
    {children}
  </button>
);

/** Rows per page, the range shown, and first/previous/next/last; the page lives in the URL (useListParams). */
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
  const icon = 'size-4 rtl:rotate-180';
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
      <div className="flex items-center gap-1">
        <output aria-live="polite" className="me-1">
          {range}
        </output>
        <PagerButton
          label={t('ui:dataTable.first')}
          onClick={() => onPage(1)}
          disabled={disabled || page <= 1}
        >
          <ChevronsLeft aria-hidden="true" className={icon} />
        </PagerButton>
        <PagerButton
          label={t('ui:dataTable.previous')}
          onClick={() => onPage(page - 1)}
          disabled={disabled || page <= 1}
        >
          <ChevronLeft aria-hidden="true" className={icon} />
        </PagerButton>
        <PagerButton
          label={t('ui:dataTable.next')}
          onClick={() => onPage(page + 1)}
          disabled={disabled || page >= pageCount}
        >
          <ChevronRight aria-hidden="true" className={icon} />
        </PagerButton>
        <PagerButton
          label={t('ui:dataTable.last')}
          onClick={() => onPage(pageCount)}
          disabled={disabled || page >= pageCount}
        >
          <ChevronsRight aria-hidden="true" className={icon} />
        </PagerButton>
      </div>
    </nav>
  );
};
