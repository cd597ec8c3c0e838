import { type AuditEntry, hasPermission } from '@brokerage/shared';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actorLabel } from '@/lib/audit-log/actor-label';
import { useRecordHistory } from '@/lib/audit-log/api/get-record-history';
import { describeChange } from '@/lib/audit-log/components/format-change';
import { i18next } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadFailed, LoadingLine } from '@/ui/load-state';

export const AUDIT_READ_PERMISSION = 'AdminModule:audit-log:read';

/** "Load more" under a history list while the server has older entries. */
export const LoadMoreHistory = ({
  history,
}: {
  history: Pick<ReturnType<typeof useRecordHistory>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
}) => {
  const { t } = useTranslation();
  if (!history.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="mt-2"
      loading={history.isFetchingNextPage}
      onClick={() => void history.fetchNextPage()}
    >
      {t('audit:loadMore')}
    </Button>
  );
};

export interface RecordHistoryProps {
  /** The audit entity name the server writes: 'user', 'role', 'company', 'team', 'module', 'gamme'. */
  entity: string;
  entityId: string;
  /**
   * Shows a raw value in readable form (an id as the name it stands for); return undefined to keep the default.
   * `value` is the stored before or after value.
   */
  formatValue?: (field: string, value: unknown) => string | null | undefined;
}

const ACTION_TONES: Record<AuditEntry['action'], BadgeTone> = {
  create: 'success',
  update: 'info',
  delete: 'danger',
};

/**
 * Who changed what and when on one record (issue 3, "each edit page shows the record's history"). Rendered only
 * for users who may read the audit log; anyone else sees nothing rather than a refusal.
 */
export const RecordHistory = (props: RecordHistoryProps) => {
  const { user } = useAuth();
  if (!hasPermission(user, AUDIT_READ_PERMISSION)) return null;
  return <RecordHistoryList {...props} />;
};

const RecordHistoryList = ({ entity, entityId, formatValue }: RecordHistoryProps) => {
  const { t, i18n } = useTranslation();
  const history = useRecordHistory(entity, entityId);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const fieldLabel = (field: string) =>
    i18next.exists(`audit:fields.${field}`) ? t(`audit:fields.${field}`) : field;
  const show = (field: string, value: unknown, fallback: string | null): ReactNode => {
    const custom = formatValue?.(field, value);
    const text = custom === undefined ? fallback : custom;
    return text === null ? <span className="italic text-slate-400">{t('audit:empty')}</span> : text;
  };

  let content: ReactNode;
  if (history.isPending) {
    content = <LoadingLine className="py-3">{t('audit:loading')}</LoadingLine>;
  } else if (history.isError) {
    content = (
      <LoadFailed
        className="py-2"
        message={apiErrorMessage(t, history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (entries.length === 0) {
    content = <p className="py-2 text-sm text-slate-500 dark:text-slate-400">{t('audit:none')}</p>;
  } else {
    content = (
      <ol className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Badge tone={ACTION_TONES[entry.action]}>{t(`audit:actions.${entry.action}`)}</Badge>
              <span className="font-medium text-slate-900 dark:text-slate-100">{actorLabel(entry, t)}</span>
              <time dateTime={entry.at} className="text-xs text-slate-500 dark:text-slate-400">
                {dateFormat.format(new Date(entry.at))}
              </time>
            </div>
            {Object.keys(entry.changes).length > 0 && (
              <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[minmax(6rem,auto)_1fr]">
                {Object.entries(entry.changes).map(([field, change]) => {
                  const display = describeChange(change.before, change.after);
                  return (
                    <div key={field} className="contents">
                      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                        {fieldLabel(field)}
                      </dt>
                      <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">
                        {display.kind === 'list' ? (
                          <span className="flex flex-wrap gap-1">
                            {display.added.map((item) => (
                              <Badge key={`+${item}`} tone="success">
                                {t('audit:added', { item: formatValue?.(field, item) ?? item })}
                              </Badge>
                            ))}
                            {display.removed.map((item) => (
                              <Badge key={`-${item}`} tone="danger">
                                {t('audit:removed', { item: formatValue?.(field, item) ?? item })}
                              </Badge>
                            ))}
                          </span>
                        ) : (
                          <span>
                            {entry.action === 'update' && (
                              <>
                                <span className="text-slate-500 line-through decoration-slate-400 dark:text-slate-400">
                                  {show(field, change.before, display.before)}
                                </span>
                                <span
                                  aria-hidden="true"
                                  className="mx-1.5 inline-block text-slate-400 rtl:rotate-180"
                                >
                                  →
                                </span>
                                <span className="sr-only">{t('audit:becomes')}</span>
                              </>
                            )}
                            {entry.action === 'delete'
                              ? show(field, change.before, display.before)
                              : show(field, change.after, display.after)}
                          </span>
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section
      aria-labelledby={`history-${entityId}`}
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3
        id={`history-${entityId}`}
        className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100"
      >
        <History aria-hidden="true" className="size-4" />
        {t('audit:title')}
      </h3>
      {content}
      <LoadMoreHistory history={history} />
    </section>
  );
};
