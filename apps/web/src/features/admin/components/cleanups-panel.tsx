import { type Cleanup, hasPermission } from '@brokerage/shared';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCleanups, useRunCleanup } from '@/features/admin/api/cleanups';
import { formatDateTime } from '@/lib/date-format';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { ScrollRegion } from '@/ui/scroll-region';
import { SectionCard } from '@/ui/section-card';

const HOURLY = /^(\d{1,2}) \* \* \* \*$/;
const DAILY = /^(\d{1,2}) (\d{1,2}) \* \* \*$/;

/**
 * "Every hour at :05" and "Every day at 04:50 GMT+1" (a UTC time shown in the reader's own zone, named) for the
 * crons the cleanups use; any other cron is shown as written.
 */
const useSchedule = () => {
  const { t, i18n } = useTranslation();
  return (cleanup: Cleanup) => {
    const minute = HOURLY.exec(cleanup.cron)?.[1];
    if (minute !== undefined) return t('admin:cleanups.hourly', { minute: minute.padStart(2, '0') });
    const daily = DAILY.exec(cleanup.cron);
    if (daily && cleanup.timeZone === 'UTC') {
      const at = new Date();
      at.setUTCHours(Number(daily[2]), Number(daily[1]), 0, 0);
      const time = new Intl.DateTimeFormat(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(at);
      return t('admin:cleanups.daily', { time });
    }
    return `${cleanup.cron} (${cleanup.timeZone})`;
  };
};

/** Cleanup: the housekeeping jobs, when they run, their latest run and what they deleted; run one now. */
export const CleanupsPanel = () => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const canRun = hasPermission(user, 'AdminModule:jobs:update');
  const cleanups = useCleanups();
  const run = useRunCleanup();
  const schedule = useSchedule();
  const number = new Intl.NumberFormat(i18n.language);

  const runNow = async (cleanup: Cleanup) => {
    try {
      const result = await run.mutateAsync(cleanup.job);
      toastSuccess(
        t('admin:cleanups.ran', { job: t(`admin:cleanups.jobs.${cleanup.job}`), count: result.deleted }),
      );
    } catch (error) {
      toastApiError(t, error);
    }
  };

  let content: ReactNode;
  if (cleanups.isPending) content = <LoadingLine>{t('admin:loading')}</LoadingLine>;
  else if (cleanups.isError)
    content = (
      <LoadFailed message={apiErrorMessage(t, cleanups.error)} onRetry={() => void cleanups.refetch()} />
    );
  else
    content = (
      <ScrollRegion label={t('admin:cleanups.title')}>
        <CompactTable
          caption={t('admin:cleanups.title')}
          columns={[
            { key: 'job', header: t('admin:cleanups.columns.job') },
            { key: 'schedule', header: t('admin:cleanups.columns.schedule'), nowrap: true },
            { key: 'lastRun', header: t('admin:cleanups.columns.lastRun'), nowrap: true },
            { key: 'deleted', header: t('admin:cleanups.columns.deleted'), align: 'end' },
            { key: 'total', header: t('admin:cleanups.columns.last30Days'), align: 'end' },
            ...(canRun
              ? [{ key: 'run', header: <span className="sr-only">{t('admin:cleanups.columns.run')}</span> }]
              : []),
          ]}
        >
          {cleanups.data.map((cleanup) => (
            <tr key={cleanup.job} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className={`${compactCell()} text-start font-medium`}>
                {t(`admin:cleanups.jobs.${cleanup.job}`)}
              </th>
              <td className={compactCell({ nowrap: true })}>{schedule(cleanup)}</td>
              <td className={compactCell({ nowrap: true })}>
                {cleanup.lastRun
                  ? formatDateTime(cleanup.lastRun.ranAt, i18n.language)
                  : t('admin:cleanups.never')}
              </td>
              <td className={compactCell({ align: 'end' })}>
                {cleanup.lastRun ? number.format(cleanup.lastRun.deleted) : '—'}
              </td>
              <td className={compactCell({ align: 'end' })}>{number.format(cleanup.deletedLast30Days)}</td>
              {canRun && (
                <td className={compactCell({ align: 'end' })}>
                  <Button
                    type="button"
                    size="xs"
                    variant="outline"
                    icon={<Play className="size-3.5" />}
                    loading={run.isPending && run.variables === cleanup.job}
                    disabled={run.isPending}
                    aria-label={t('admin:cleanups.runLabel', {
                      job: t(`admin:cleanups.jobs.${cleanup.job}`),
                    })}
                    onClick={() => void runNow(cleanup)}
                  >
                    {t('admin:cleanups.run')}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </CompactTable>
      </ScrollRegion>
    );

  return (
    <SectionCard id="admin-cleanups" title={t('admin:cleanups.title')}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('admin:cleanups.description')}</p>
      {content}
    </SectionCard>
  );
};
