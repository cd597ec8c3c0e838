import type { ReactNode } from 'react';

export interface RowListProps<Row extends { id: string }> {
  /** The rows of a `useFieldArray` (their `id` keys the list items). */
  rows: readonly Row[];
  /** A row's accessible name ("Guarantee 2", "Person 1"). */
  rowName: (index: number) => string;
  /** The grid of a row's fields from the small breakpoint on, e.g. `sm:grid-cols-[1fr_1fr_auto]`. */
  columns: string;
  /** A row's fields and buttons; `name` is `rowName(index)`. */
  renderRow: (index: number, name: string) => ReactNode;
}

/**
 * The repeated rows of a form (guarantees, household members): an ordered list of bordered fieldsets, one per
 * row, each named for screen readers, one column on a phone.
 */
export const RowList = <Row extends { id: string }>({
  rows,
  rowName,
  columns,
  renderRow,
}: RowListProps<Row>) => (
  <ol className="flex flex-col gap-2">
    {rows.map((row, index) => {
      const name = rowName(index);
      return (
        <li key={row.id}>
          <fieldset
            aria-label={name}
            className={`grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-2 ${columns} sm:items-start dark:border-slate-800`}
          >
            {renderRow(index, name)}
          </fieldset>
        </li>
      );
    })}
  </ol>
);
