import { useCallback, useState } from 'react';

export type RecordSheet<T> = { mode: 'create' } | { mode: 'edit'; record: T };

/**
 * The state of a list page's create / edit sheet: closed, creating, or editing one record.
 * Spread `sheetProps` on the FormSheet; closing it (Escape, overlay, close button) clears the state.
 */
export const useRecordSheet = <T>() => {
  const [sheet, setSheet] = useState<RecordSheet<T> | null>(null);
  const openCreate = useCallback(() => setSheet({ mode: 'create' }), []);
  const openEdit = useCallback((record: T) => setSheet({ mode: 'edit', record }), []);
  const close = useCallback(() => setSheet(null), []);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setSheet(null);
  }, []);
  return { sheet, openCreate, openEdit, close, sheetProps: { open: sheet !== null, onOpenChange } };
};
