import type { AuditEntry } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actorLabel } from '@/lib/audit-log/actor-label';
import { formatAuditValue } from '@/lib/audit-log/components/format-change';
import { formatDateTime } from '@/lib/date-format';
import { i18next } from '@/lib/i18n';
import { Badge, type BadgeTone } from '@/ui/badge';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { FormSheet } from '@/ui/drawer';

export const ACTION_TONES: Record<AuditEntry['action'], BadgeTone> = {
  create: 'success',
  update: 'info',
  delete: 'danger',
};

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const Meta = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
    <dd className="break-words text-sm text-slate-900 dark:text-slate-100">{children}</dd>
  </div>
);

/** One audit entry opened from the trail: who, when, which record, and each field's old → new value. */
export const AuditDiffSheet = ({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const fieldLabel = (field: string) =>
    i18next.exists(`audit:fields.${field}`) ? t(`audit:fields.${field}`) : field;
  const value = (raw: unknown) => {
    // A moment reads in the reader's language and time zone; any other value as the history shows it.
    const text =
      typeof raw === 'string' && ISO_MOMENT.test(raw)
        ? formatDateTime(raw, i18n.language)
        : formatAuditValue(raw);
    return text === null ? (
      <span className="italic text-slate-500 dark:text-slate-400">{t('audit:empty')}</span>
    ) : (
      <span dir="auto" className="break-words whitespace-pre-wrap">
        {text}
      </span>
    );
  };
  const changes = entry ? Object.entries(entry.changes) : [];

  return (
    <FormSheet
      open={entry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin:audit.diffTitle', { entity: entry?.entity ?? '' })}
      size="lg"
    >
      {entry && (
        <div className="flex flex-col gap-4 pb-6">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Meta label={t('admin:audit.columns.at')}>
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
            </Meta>
            <Meta label={t('admin:audit.columns.actor')}>
              <bdi>{actorLabel(entry, t)}</bdi>
            </Meta>
            <Meta label={t('admin:audit.columns.action')}>
              <Badge tone={ACTION_TONES[entry.action]}>{t(`audit:actions.${entry.action}`)}</Badge>
            </Meta>
            <Meta label={t('admin:audit.columns.entity')}>{entry.entity}</Meta>
            <Meta label={t('admin:audit.columns.entityId')}>
              <span dir="ltr" className="break-all font-mono text-xs">
                {entry.entityId}
              </span>
            </Meta>
            <Meta label={t('admin:audit.columns.ip')}>
              <span dir="ltr">{entry.ip ?? '—'}</span>
            </Meta>
          </dl>
          {changes.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin:audit.noChanges')}</p>
          ) : (
            <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800">
              <CompactTable
                caption={t('admin:audit.diffCaption')}
                columns={[
                  { key: 'field', header: t('admin:audit.diff.field') },
                  { key: 'before', header: t('admin:audit.diff.before') },
                  { key: 'after', header: t('admin:audit.diff.after') },
                ]}
              >
                {changes.map(([field, change]) => (
                  <tr key={field} className="border-t border-slate-100 align-top dark:border-slate-800">
                    <th scope="row" className={`${compactCell()} font-medium`}>
                      {fieldLabel(field)}
                    </th>
                    <td className={`${compactCell()} text-red-800 dark:text-red-300`}>
                      {value(change.before)}
                    </td>
                    <td className={`${compactCell()} text-emerald-800 dark:text-emerald-300`}>
                      {value(change.after)}
                    </td>
                  </tr>
                ))}
              </CompactTable>
            </div>
          )}
        </div>
      )}
    </FormSheet>
  );
};
