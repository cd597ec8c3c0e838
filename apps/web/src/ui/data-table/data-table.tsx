import type { ListResponse } from '@brokerage/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { AlertCircle, Inbox } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '@/lib/list-params';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';
import '@/ui/data-table/column-meta';
import { ColumnsMenu } from '@/ui/data-table/columns-menu';
import { useCountFormat } from '@/ui/data-table/count-format';
import { type DataTableExport, ExportButton } from '@/ui/data-table/export-button';
import { HeaderCell } from '@/ui/data-table/header-cell';
import { Pagination } from '@/ui/data-table/pagination';
import { type RowAction, RowActionsMenu } from '@/ui/data-table/row-actions-menu';
import { SearchBox } from '@/ui/data-table/search-box';
import { useColumnVisibility } from '@/ui/data-table/use-column-visibility';
import { permissionDeniedFrom } from '@/ui/permission-denied';

export type { DataTableExport } from '@/ui/data-table/export-button';
export type { RowAction } from '@/ui/data-table/row-actions-menu';

export interface DataTableProps<Row> {
  /** Names the table's remembered column choices (localStorage); unique per table. */
  tableId: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column definitions carry a per-column value type.
  columns: ColumnDef<Row, any>[];
  /**
   * The page's list query: its page of rows, skeleton rows while pending with no data, dimmed rows while a
   * refetch runs with the previous rows still shown (keepPreviousData), and the error, whose retry refetches.
   */
  query: Pick<UseQueryResult<ListResponse<Row>>, 'data' | 'isPending' | 'isFetching' | 'error' | 'refetch'>;
  listParams: ListParamsState;
  getRowId: (row: Row) => string;
  rowActions?: (row: Row) => RowAction[];
  /** Filters, placed after the search box. */
  toolbar?: ReactNode;
  /** False hides the search box (lists the server cannot search). */
  searchable?: boolean;
  searchPlaceholder?: string;
  exportCsv?: DataTableExport<Row>;
  onRowClick?: (row: Row) => void;
  emptyMessage?: string;
  /** The table's accessible name (usually the page title). */
  label?: string;
}

const SKELETON_ROWS = 5;

const isInteractiveTarget = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element &&
  event.target !== event.currentTarget &&
  Boolean(event.target.closest('a, button, input, select, textarea, label, [role="menuitem"]'));

/**
 * The one list of the app (issue 3), fed by the page's list query: server paging and sorting, search and
 * filters in the URL (useListParams), column visibility, loading / empty / error states, row actions and CSV
 * export of the current filter.
 * Columns opt into sorting with `meta: { sortKey }`. At 375 px the table scrolls inside its card.
 */
export const DataTable = <Row,>({
  tableId,
  columns,
  query,
  listParams,
  getRowId,
  rowActions,
  toolbar,
  searchable = true,
  searchPlaceholder,
  exportCsv,
  onRowClick,
  emptyMessage,
  label,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(tableId);
  const { params, setPage, setPageSize, setSort, setSearch, reset, isFiltered } = listParams;
  const { data, isPending, isFetching, error } = query;

  const allColumns = useMemo<ColumnDef<Row, unknown>[]>(
    () =>
      rowActions
        ? [
            ...columns,
            {
              id: '__actions',
              header: () => <span className="sr-only">{t('ui:dataTable.actions')}</span>,
              cell: ({ row }) => <RowActionsMenu actions={rowActions(row.original)} />,
              meta: { hideable: false, className: 'w-12 text-end' },
            },
          ]
        : columns,
    [columns, rowActions, t],
  );

  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.pageSize));

  const table = useReactTable<Row>({
    data: rows,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
  });

  // A page past the end (after deleting the last row of the last page, or an edited URL) moves back.
  useEffect(() => {
    if (data && total > 0 && data.data.length === 0 && params.page > pageCount) setPage(pageCount);
  }, [data, total, params.page, pageCount, setPage]);

  // An estimated total (a very large list) is shown rounded: "of about 98,000".
  const counts = useCountFormat();
  const totalIsEstimate = data?.totalIsEstimate === true;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const from = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const to = Math.min(total, (params.page - 1) * params.pageSize + rows.length);

  const body = (() => {
    if (error) {
      const denied = permissionDeniedFrom(error);
      return (
        <StateRow colSpan={visibleColumnCount}>
          {denied ?? (
            <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
              <AlertCircle aria-hidden="true" className="size-8 text-red-500" />
              <p className="font-medium text-slate-900 dark:text-slate-100">{t('ui:dataTable.error')}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{apiErrorMessage(t, error)}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
                {t('ui:dataTable.retry')}
              </Button>
            </div>
          )}
        </StateRow>
      );
    }
    if (isPending && !data) {
      return Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <tr key={index} className="border-t border-slate-100 dark:border-slate-800">
          {table.getVisibleLeafColumns().map((column) => (
            <td key={column.id} className="px-3 py-3">
              <span className="block h-4 w-full max-w-40 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            </td>
          ))}
        </tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <StateRow colSpan={visibleColumnCount}>
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <Inbox aria-hidden="true" className="size-8 text-slate-400" />
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {isFiltered ? t('ui:dataTable.noMatch') : (emptyMessage ?? t('ui:dataTable.empty'))}
            </p>
            {isFiltered && (
              <Button type="button" variant="ghost" size="sm" onClick={reset}>
                {t('ui:dataTable.clearFilters')}
              </Button>
            )}
          </div>
        </StateRow>
      );
    }
    return table.getRowModel().rows.map((row) => (
      <tr
        key={row.id}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={
          onRowClick
            ? (event) => {
                if (!isInteractiveTarget(event)) onRowClick(row.original);
              }
            : undefined
        }
        onKeyDown={
          onRowClick
            ? (event) => {
                if (event.key === 'Enter' && !isInteractiveTarget(event)) onRowClick(row.original);
              }
            : undefined
        }
        className={clsx(
          'border-t border-slate-100 dark:border-slate-800',
          onRowClick &&
            'cursor-pointer hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60',
        )}
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={clsx('px-3 py-2.5 align-middle', cell.column.columnDef.meta?.className)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  })();

  return (
    <section
      aria-label={label}
      className="rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3 dark:border-slate-800">
        {searchable && (
          <SearchBox value={params.search} onSearch={setSearch} placeholder={searchPlaceholder} />
        )}
        {toolbar}
        <div className="ms-auto flex items-center gap-1">
          <ColumnsMenu table={table} />
          {exportCsv && <ExportButton exportCsv={exportCsv} />}
        </div>
      </div>

      {/* relative: the sr-only texts in cells are absolutely positioned and must not widen the page at 375 px. */}
      <div className="relative overflow-x-auto">
        <table
          aria-busy={isPending || isFetching || undefined}
          className={clsx(
            'w-full text-start text-sm text-slate-800 dark:text-slate-200',
            isFetching && !isPending && 'opacity-60 transition-opacity',
          )}
        >
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/50 dark:text-slate-400">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    sort={params.sort}
                    order={params.order}
                    onSort={setSort}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>

      <Pagination
        page={params.page}
        pageCount={pageCount}
        pageSize={params.pageSize}
        onPage={setPage}
        onPageSize={setPageSize}
        range={
          total === 0
            ? t('ui:dataTable.rangeEmpty')
            : t(totalIsEstimate ? 'ui:dataTable.rangeAbout' : 'ui:dataTable.range', {
                from: counts.exact(from),
                to: counts.exact(to),
                total: totalIsEstimate ? counts.estimate(total) : counts.exact(total),
              })
        }
        disabled={!data}
      />
    </section>
  );
};

const StateRow = ({ colSpan, children }: { colSpan: number; children: ReactNode }) => (
  <tr>
    <td colSpan={Math.max(colSpan, 1)} className="px-3">
      {children}
    </td>
  </tr>
);
