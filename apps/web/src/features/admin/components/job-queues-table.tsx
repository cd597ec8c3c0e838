import { JOB_STATES } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useJobQueues } from '@/features/admin/api/get-jobs';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { ScrollRegion } from '@/ui/scroll-region';

/** Each registered job with how many of its jobs wait, run, retry, failed… (finished ones until archived). */
export const JobQueuesTable = () => {
  const { t, i18n } = useTranslation();
  const queues = useJobQueues();
  const number = new Intl.NumberFormat(i18n.language);
  if (queues.isPending) return <LoadingLine>{t('admin:loading')}</LoadingLine>;
  if (queues.isError)
    return <LoadFailed message={apiErrorMessage(t, queues.error)} onRetry={() => void queues.refetch()} />;
  return (
    <ScrollRegion label={t('admin:jobs.queuesCaption')}>
      <CompactTable
        caption={t('admin:jobs.queuesCaption')}
        columns={[
          { key: 'name', header: t('admin:jobs.columns.queue') },
          ...JOB_STATES.map((state) => ({
            key: state,
            header: t(`admin:jobs.states.${state}`),
            align: 'end' as const,
          })),
        ]}
      >
        {queues.data.map((queue) => (
          <tr key={queue.name} className="border-t border-slate-100 dark:border-slate-800">
            <th scope="row" className={`${compactCell()} font-medium`} dir="ltr">
              {queue.name}
            </th>
            {JOB_STATES.map((state) => (
              <td
                key={state}
                className={`${compactCell({ align: 'end' })} ${
                  state === 'failed' && queue.counts.failed > 0
                    ? 'font-semibold text-red-700 dark:text-red-300'
                    : ''
                }`}
              >
                {number.format(queue.counts[state])}
              </td>
            ))}
          </tr>
        ))}
      </CompactTable>
    </ScrollRegion>
  );
};
