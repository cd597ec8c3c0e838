import { flexRender, type Header } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '@/ui/data-table/column-meta';

export interface HeaderCellProps<Row> {
  header: Header<Row, unknown>;
  sort: string | undefined;
  order: 'asc' | 'desc';
  onSort: (sort: string | undefined, order?: 'asc' | 'desc') => void;
}

/** Clicking a sortable header cycles ascending → descending → unsorted, on the server. */
export const HeaderCell = <Row,>({ header, sort, order, onSort }: HeaderCellProps<Row>) => {
  const { t } = useTranslation();
  const meta = header.column.columnDef.meta;
  const sortKey = meta?.sortKey;
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const active = sortKey !== undefined && sort === sortKey;
  const className = clsx('px-3 py-2 text-start whitespace-nowrap', meta?.className);
  if (!sortKey) {
    return (
      <th scope="col" className={className}>
        {content}
      </th>
    );
  }
  const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  const next = () => {
    if (!active) onSort(sortKey, 'asc');
    else if (order === 'asc') onSort(sortKey, 'desc');
    else onSort(undefined);
  };
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={next}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-slate-100"
        title={t('ui:dataTable.sortBy')}
      >
        {content}
        <Icon aria-hidden="true" className={clsx('size-3.5', active ? 'opacity-100' : 'opacity-40')} />
      </button>
    </th>
  );
};
