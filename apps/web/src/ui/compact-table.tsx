import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface CompactColumn {
  key: string;
  header: ReactNode;
  /** Numbers read best aligned to the end; text to the start (the default). */
  align?: 'start' | 'end';
  nowrap?: boolean;
}

export interface CompactTableProps {
  columns: readonly CompactColumn[];
  /** Names the table for screen readers: a visually hidden caption, or the id of a visible heading. */
  caption?: string;
  labelledBy?: string;
  /** Sticks the header row to the top of a scrolling container. */
  stickyHeader?: boolean;
  className?: string;
  /** The rows (`<tr>`); `compactCell` gives their cells the header's spacing. */
  children: ReactNode;
}

type CellLayout = Pick<CompactColumn, 'align' | 'nowrap'>;

const cellLayout = ({ align = 'start', nowrap = false }: CellLayout) =>
  clsx('px-3', align === 'end' ? 'text-end' : 'text-start', nowrap && 'whitespace-nowrap');

/** The cell spacing of every compact table, for the rows a caller renders. */
export const compactCell = (layout: CellLayout = {}) => clsx('py-1.5', cellLayout(layout));

/**
 * A small read-only table (a report, a price grid, a list of differences): a scoped header row and the caller's
 * rows, in the design system's spacing and colours, light and dark. Lists with paging, sorting or selection use
 * DataTable instead.
 */
export const CompactTable = ({
  columns,
  caption,
  labelledBy,
  stickyHeader = false,
  className,
  children,
}: CompactTableProps) => (
  <table
    aria-labelledby={labelledBy}
    className={clsx('w-full text-sm text-slate-800 dark:text-slate-200', className)}
  >
    {caption && <caption className="sr-only">{caption}</caption>}
    <thead
      className={clsx(
        'bg-slate-50 text-xs font-semibold text-slate-600 dark:bg-slate-900 dark:text-slate-400',
        stickyHeader && 'sticky top-0',
      )}
    >
      <tr>
        {columns.map(({ key, header, ...layout }) => (
          <th key={key} scope="col" className={clsx('py-2', cellLayout(layout))}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>{children}</tbody>
  </table>
);
