import { hasPermission, JOB_STATES, type Job } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobs } from '@/features/admin/api/get-jobs';
import { useDiscardJob, useRetryJob } from '@/features/admin/api/job-actions';
import { formatDateTime } from '@/lib/date-format';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable, type RowAction } from '@/ui/data-table/data-table';
import { ListFilter } from '@/ui/data-table/list-filter';
import { SectionCard } from '@/ui/section-card';
import { JobQueuesTable } from './job-queues-table';
import { JobStateBadge } from './job-state-badge';

const JOB_FILTERS = ['state'] as const;
const jobId = (job: Job) => job.id;

/** Jobs: the counts per queue, then every job with its last error; a failed one can be retried or discarded. */
export const JobsPanel = () => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const canAct = hasPermission(user, 'AdminModule:jobs:update');
  const list = useListParams({ filters: JOB_FILTERS });
  const jobs = useJobs(list.query);
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [discarding, setDiscarding] = useState<Job | null>(null);

  const columns = useMemo<ColumnDef<Job>[]>(
    () => [
      {
        id: 'name',
        header: t('admin:jobs.columns.name'),
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span dir="ltr" className="font-medium">
            {row.original.name}
          </span>
        ),
      },
      {
        id: 'state',
        header: t('admin:jobs.columns.state'),
        cell: ({ row }) => <JobStateBadge state={row.original.state} />,
      },
      {
        id: 'attempts',
        header: t('admin:jobs.columns.attempts'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          t('admin:jobs.attempts', {
            attempts: row.original.attempts,
            allowed: row.original.retryLimit + 1,
          }),
      },
      {
        id: 'error',
        header: t('admin:jobs.columns.error'),
        cell: ({ row }) =>
          row.original.error ? (
            <span className="line-clamp-2 max-w-md break-words text-red-700 dark:text-red-300" dir="auto">
              {row.original.error}
            </span>
          ) : (
            <span className="text-slate-400 dark:text-slate-500">—</span>
          ),
      },
      {
        id: 'createdAt',
        header: t('admin:jobs.columns.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDateTime(row.original.createdAt, i18n.language),
      },
      {
        id: 'completedAt',
        header: t('admin:jobs.columns.completedAt'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.completedAt ? formatDateTime(row.original.completedAt, i18n.language) : '—',
      },
    ],
    [t, i18n.language],
  );

  const runRetry = async (job: Job) => {
    try {
      await retry.mutateAsync(job.id);
      toastSuccess(t('admin:jobs.retried', { name: job.name }));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const rowActions = (job: Job): RowAction[] => [
    {
      label: t('admin:jobs.retry'),
      icon: <RotateCcw className="size-4" />,
      hidden: !canAct || job.state !== 'failed',
      onSelect: () => void runRetry(job),
    },
    {
      label: t('admin:jobs.discard'),
      icon: <Trash2 className="size-4" />,
      danger: true,
      hidden: !canAct || job.state !== 'failed',
      onSelect: () => setDiscarding(job),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <SectionCard id="admin-job-queues" title={t('admin:jobs.queuesTitle')}>
        <JobQueuesTable />
      </SectionCard>
      <DataTable
        tableId="admin-jobs"
        label={t('admin:jobs.title')}
        columns={columns}
        query={jobs}
        listParams={list}
        getRowId={jobId}
        rowActions={canAct ? rowActions : undefined}
        searchPlaceholder={t('admin:jobs.search')}
        emptyMessage={t('admin:jobs.empty')}
        toolbar={
          <ListFilter
            list={list}
            name="state"
            label={t('admin:jobs.columns.state')}
            allLabel={t('admin:jobs.allStates')}
            options={JOB_STATES.map((state) => ({ value: state, label: t(`admin:jobs.states.${state}`) }))}
          />
        }
      />
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => (open ? undefined : setDiscarding(null))}
        title={t('admin:jobs.discardTitle', { name: discarding?.name ?? '' })}
        description={t('admin:jobs.discardDescription')}
        confirmLabel={t('admin:jobs.discard')}
        danger
        onConfirm={async () => {
          if (!discarding) return;
          try {
            await discard.mutateAsync(discarding.id);
            toastSuccess(t('admin:jobs.discarded', { name: discarding.name }));
          } catch (error) {
            toastApiError(t, error);
            throw error;
          }
        }}
      />
    </div>
  );
};
