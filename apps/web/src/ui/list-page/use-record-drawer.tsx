import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirm } from '@/ui/confirm-dialog';

/** The search parameter holding the open record: `?record=<id>`, or `?record=new` while creating. */
export const RECORD_PARAM = 'record';
export const NEW_RECORD = 'new';
/** Which part of the open record the drawer shows (`?record=<id>&section=tariffs`); absent for its form. */
export const RECORD_SECTION_PARAM = 'section';

export interface UseRecordDrawerOptions<T> {
  /** The rows already on screen: a record among them opens at once, without a request. */
  rows?: readonly T[];
  getId: (record: T) => string;
  /** Loads a record that is not on screen (a link or a reload); without it such a record is "not found". */
  load?: (id: string, signal: AbortSignal) => Promise<T>;
  /** The feature's key prefix for `load` (e.g. `userKeys.all`), so a mutation's invalidation refreshes it. */
  queryKey?: QueryKey;
  /** Whether a failed `load` is tried again; the app's default when left out. */
  retry?: (failureCount: number, error: Error) => boolean;
}

/**
 * Where focus goes back when the drawer closes: the control that opened it. A drawer opened from a row menu
 * gets the menu's trigger, since the menu item itself is gone by then.
 */
const currentOpener = (): HTMLElement | null => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  if (active.closest('[role="menu"]')) {
    return document.querySelector<HTMLElement>('[aria-haspopup="menu"][aria-expanded="true"]');
  }
  return active;
};

/**
 * The state of a list page's record drawer, kept in the URL so a record can be linked and reloaded:
 * `openCreate()` → `?record=new`, `openRecord(row)` → `?record=<id>`. `requestClose()` (Escape, overlay,
 * close button, Cancel) asks before dropping unsaved changes; `close()` is for after a save. Pass the whole
 * object to <RecordDrawer drawer={...}>.
 */
export const useRecordDrawer = <T,>({
  rows,
  getId,
  load,
  queryKey = ['record'],
  retry,
}: UseRecordDrawerOptions<T>) => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(RECORD_PARAM);
  const recordId = param && param !== NEW_RECORD ? param : null;
  const opener = useRef<HTMLElement | null>(null);
  const dirty = useRef(false);
  const { confirm, confirmDialog } = useConfirm();

  const onScreen = recordId ? rows?.find((row) => getId(row) === recordId) : undefined;
  const loaded = useQuery({
    queryKey: [...queryKey, 'drawer-record', recordId],
    queryFn: ({ signal }) => (load && recordId ? load(recordId, signal) : Promise.reject(new Error('no id'))),
    enabled: Boolean(load && recordId && !onScreen),
    ...(retry ? { retry } : {}),
  });
  const record = onScreen ?? (recordId ? loaded.data : undefined);

  const setParam = useCallback(
    (value: string | null, section?: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(RECORD_PARAM);
          else next.set(RECORD_PARAM, value);
          if (section) next.set(RECORD_SECTION_PARAM, section);
          else next.delete(RECORD_SECTION_PARAM);
          return next;
        },
        // Opening is a step the Back button undoes; closing replaces it, so Back does not reopen the record.
        { replace: value === null },
      ),
    [setSearchParams],
  );

  const openCreate = useCallback(() => {
    opener.current = currentOpener();
    setParam(NEW_RECORD);
  }, [setParam]);

  /** Opens a record on its form, or on one `section` of it (a page's own tab, such as a product's tariffs). */
  const openRecord = useCallback(
    (row: T, section?: string) => {
      // Moving between sections inside the open drawer keeps the control that first opened it.
      if (!param) opener.current = currentOpener();
      setParam(getId(row), section);
    },
    [getId, param, setParam],
  );

  const close = useCallback(() => {
    dirty.current = false;
    setParam(null);
  }, [setParam]);

  const requestClose = useCallback(async () => {
    if (dirty.current) {
      const discard = await confirm({
        title: t('ui:sheet.discardTitle'),
        description: t('ui:sheet.discardDescription'),
        confirmLabel: t('ui:sheet.discard'),
        cancelLabel: t('ui:sheet.keepEditing'),
        danger: true,
      });
      if (!discard) return;
    }
    close();
  }, [close, confirm, t]);

  /** Radix's close auto-focus: back to the opener when it is still on the page. */
  const restoreFocus = useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  const dirtyGuard = useMemo(
    () => ({
      setDirty: (value: boolean) => {
        dirty.current = value;
      },
    }),
    [],
  );

  return {
    /** 'create', 'edit' or null (closed). */
    mode: param === null ? null : recordId ? ('edit' as const) : ('create' as const),
    recordId,
    /** The section named by `?section=`, or null for the record's form. */
    section: param === null ? null : searchParams.get(RECORD_SECTION_PARAM),
    /** The record being edited once known (from the rows on screen or loaded). */
    record,
    /** The load of a record not on screen: pending, or failed (404, 403). */
    recordStatus: onScreen
      ? ('success' as const)
      : load
        ? loaded.status
        : // Without a loader only the rows on screen can hold it: wait for them, then it is missing.
          rows === undefined
          ? ('pending' as const)
          : ('error' as const),
    recordError: onScreen ? null : loaded.error,
    openCreate,
    openRecord,
    close,
    requestClose,
    restoreFocus,
    dirtyGuard,
    confirmDialog,
  };
};

export type RecordDrawerState<T> = ReturnType<typeof useRecordDrawer<T>>;
