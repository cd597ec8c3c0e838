import type { RowData } from '@tanstack/react-table';

/**
 * What a column tells the DataTable beyond TanStack's own definition:
 * - `sortKey`: the server's sort name; only columns with one are sortable (server sorting);
 * - `label`: the name in the column menu when `header` is not a plain string;
 * - `className`: extra classes for the column's cells (`'text-end'`, `'whitespace-nowrap'`);
 * - `hideable`: false keeps the column out of the visibility menu (names, actions).
 */
declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    sortKey?: string;
    label?: string;
    className?: string;
    hideable?: boolean;
  }
}
