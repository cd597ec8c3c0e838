import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory, type RecordHistoryProps } from '@/lib/audit-log/components/record-history';
import { DirtyGuardContext } from '@/ui/dirty-guard';
import { FormSheet } from '@/ui/drawer';
import type { RecordDrawerState } from '@/ui/list-page/use-record-drawer';
import { permissionDeniedFrom } from '@/ui/permission-denied';
import { Spinner } from '@/ui/spinner';

export interface RecordDrawerProps<T> {
  drawer: RecordDrawerState<T>;
  title: string;
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** What a failed load says besides a 403 (e.g. the spec's own not-found wording); defaults to "not found". */
  loadErrorMessage?: (error: unknown) => string;
  /**
   * The drawer's body: a create form when `record` is undefined and the mode is 'create', else the record's
   * form. Called only once the record is known, so forms can take it as their initial values.
   */
  children: (record: T | undefined) => ReactNode;
  /**
   * Under an existing record's form, its audit history: the entity the server writes ('company') and how to show
   * a raw value (an id as the name it stands for).
   */
  history?: Pick<RecordHistoryProps, 'entity' | 'formatValue'>;
}

/**
 * The side sheet of a list page, driven by useRecordDrawer: open while the URL holds `?record=`, loading or
 * "not found" while a linked record is fetched, 'Permission Denied' on a 403. Every way of closing it
 * (Escape, overlay, close button) asks first when its form has unsaved changes, and focus returns to the
 * control that opened it.
 */
export const RecordDrawer = <T,>({
  drawer,
  title,
  description,
  size,
  loadErrorMessage,
  children,
  history,
}: RecordDrawerProps<T>) => {
  const { t } = useTranslation();
  const { mode, record, recordStatus, recordError } = drawer;
  const body = (() => {
    if (mode === 'create') return children(undefined);
    if (record && history && drawer.recordId) {
      return (
        <div className="flex flex-col gap-6">
          {children(record)}
          <RecordHistory {...history} entityId={drawer.recordId} />
        </div>
      );
    }
    if (record) return children(record);
    if (recordStatus === 'pending') {
      return (
        <p className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400">
          <Spinner />
          {t('ui:sheet.loading')}
        </p>
      );
    }
    return (
      permissionDeniedFrom(recordError) ?? (
        <p role="alert" className="py-6 text-sm text-slate-600 dark:text-slate-400">
          {loadErrorMessage ? loadErrorMessage(recordError) : t('ui:sheet.notFound')}
        </p>
      )
    );
  })();
  return (
    <>
      <FormSheet
        open={mode !== null}
        onOpenChange={(open) => {
          if (!open) void drawer.requestClose();
        }}
        onCloseAutoFocus={drawer.restoreFocus}
        title={title}
        description={description}
        size={size}
      >
        {/* Forms are lazy chunks (react-hook-form and its resolvers load with the first drawer). */}
        <Suspense fallback={<Spinner className="my-6" />}>
          <DirtyGuardContext.Provider value={drawer.dirtyGuard}>{body}</DirtyGuardContext.Provider>
        </Suspense>
      </FormSheet>
      {drawer.confirmDialog}
    </>
  );
};
