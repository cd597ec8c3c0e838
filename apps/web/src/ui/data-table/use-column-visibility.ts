import type { VisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

const storageKey = (tableId: string) => `data-table:${tableId}:hidden-columns`;

const read = (tableId: string): VisibilityState => {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? Object.fromEntries(stored.filter((id) => typeof id === 'string').map((id) => [id, false]))
      : {};
  } catch {
    return {};
  }
};

/** The columns a user hid in one table, remembered in localStorage under the table's id. */
export const useColumnVisibility = (tableId: string) => {
  const [visibility, setVisibility] = useState<VisibilityState>(() => read(tableId));
  const update = useCallback(
    (updater: VisibilityState | ((previous: VisibilityState) => VisibilityState)) => {
      setVisibility((previous) => {
        const next = typeof updater === 'function' ? updater(previous) : updater;
        const hidden = Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([id]) => id);
        try {
          localStorage.setItem(storageKey(tableId), JSON.stringify(hidden));
        } catch {
          // Private mode or a full quota: the choice lasts until the page is left.
        }
        return next;
      });
    },
    [tableId],
  );
  return [visibility, update] as const;
};
