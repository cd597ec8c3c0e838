import { hasPermission, type QcQueueItem } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQcQueue } from '@/features/quality-control/api/get-qc-queue';
import type { ListParamsState } from '@/lib/list-params';
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { DataTable } from '@/ui/data-table/data-table';
import { ListFilter } from '@/ui/data-table/list-filter';
import { useLocale } from '@/ui/use-locale';
import { useQueueColumns } from './queue-columns';
import { useTakeFromQueue } from './use-take-sale';

export const QUEUE_FILTERS = ['status'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

const saleIdOf = (item: QcQueueItem) => item.saleId;

/**
 * The sales waiting for quality control in the reviewer's company, oldest signature first (the queue is worked
 * from the top), and those being reviewed. A row opens the sale's review; "Take" starts one.
 */
export const QueueTab = ({ list }: { list: ListParamsState<QueueFilter> }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const locale = useLocale();
  const queue = useQcQueue(list.query);
  const take = useTakeFromQueue();
  const columns = useQueueColumns({
    onTake: take.run,
    pendingId: take.pendingId,
    canReview: hasPermission(user, 'VenteModule:quality-control:review'),
  });
  return (
    <DataTable
      tableId="quality-control-queue"
      label={t('quality-control:queue.label')}
      columns={columns}
      query={queue}
      listParams={list}
      getRowId={saleIdOf}
      searchable={false}
      emptyMessage={t('quality-control:queue.empty')}
      onRowClick={(item) => navigate(localizePath(`/quality-control/${item.saleId}`, locale))}
      toolbar={
        <ListFilter
          list={list}
          name="status"
          label={t('quality-control:queue.statusFilter')}
          allLabel={t('quality-control:queue.allStatuses')}
          options={[
            { value: 'signed', label: t('quality-control:queue.waiting') },
            { value: 'quality_review', label: t('quality-control:queue.inReview') },
          ]}
        />
      }
    />
  );
};
