import type { QcQueueItem } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros, personName } from '@/lib/date-format';
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { useLocale } from '@/ui/use-locale';
import { formatWaiting, LATE_AFTER_SECONDS } from './waiting-time';

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;
const linkClass =
  'inline-flex h-8 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

export interface QueueColumnsOptions {
  onTake: (item: QcQueueItem) => void;
  /** The sale being taken right now (its button shows as busy). */
  pendingId: string | undefined;
  canReview: boolean;
}

/** The queue's columns, oldest signature first; the last one is what the reviewer can do with the sale. */
export const useQueueColumns = ({
  onTake,
  pendingId,
  canReview,
}: QueueColumnsOptions): ColumnDef<QcQueueItem>[] => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { user } = useAuth();
  const language = i18n.language;
  return useMemo<ColumnDef<QcQueueItem>[]>(() => {
    const reviewPath = (item: QcQueueItem) => localizePath(`/quality-control/${item.saleId}`, locale);
    const action = (item: QcQueueItem) => {
      if (item.status === 'quality_review') {
        if (item.reviewer?.id === user?.id)
          return (
            <Link to={reviewPath(item)} className={linkClass}>
              {t('quality-control:queue.continue')}
            </Link>
          );
        return (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('quality-control:queue.taken')}
          </span>
        );
      }
      if (!canReview) return null;
      if (item.agent?.id === user?.id)
        return (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('quality-control:queue.ownSale')}
          </span>
        );
      return (
        <Button
          type="button"
          size="sm"
          loading={pendingId === item.saleId}
          loadingText={t('quality-control:queue.taking')}
          onClick={() => onTake(item)}
        >
          {t('quality-control:queue.take')}
        </Button>
      );
    };
    return [
      {
        id: 'number',
        header: t('quality-control:columns.number'),
        meta: { hideable: false, className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Link
            to={reviewPath(row.original)}
            dir="ltr"
            className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {row.original.saleNumber}
          </Link>
        ),
      },
      {
        id: 'agent',
        header: t('quality-control:columns.agent'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <bdi>{personName(row.original.agent) ?? <Empty />}</bdi>,
      },
      {
        id: 'team',
        header: t('quality-control:columns.team'),
        cell: ({ row }) => row.original.team?.name ?? <Empty />,
      },
      {
        id: 'customer',
        header: t('quality-control:columns.customer'),
        cell: ({ row }) => <bdi>{personName(row.original.customer) ?? <Empty />}</bdi>,
      },
      {
        id: 'product',
        header: t('quality-control:columns.product'),
        cell: ({ row }) => row.original.productName ?? row.original.gammeCode ?? <Empty />,
      },
      {
        id: 'premium',
        header: t('quality-control:columns.premium'),
        meta: { className: 'whitespace-nowrap text-end tabular-nums' },
        cell: ({ row }) =>
          row.original.monthlyPremiumCents === null ? (
            <Empty />
          ) : (
            formatEuros(row.original.monthlyPremiumCents, language)
          ),
      },
      {
        id: 'waiting',
        header: t('quality-control:columns.waiting'),
        meta: { sortKey: 'signedAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <time
            dateTime={row.original.signedAt}
            className={clsx(
              row.original.waitingSeconds > LATE_AFTER_SECONDS &&
                'font-medium text-amber-700 dark:text-amber-300',
            )}
          >
            {formatWaiting(row.original.waitingSeconds, language)}
          </time>
        ),
      },
      {
        id: 'reviewer',
        header: t('quality-control:columns.reviewer'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <bdi>{personName(row.original.reviewer) ?? <Empty />}</bdi>,
      },
      {
        id: 'action',
        header: () => <span className="sr-only">{t('quality-control:columns.action')}</span>,
        meta: { hideable: false, className: 'whitespace-nowrap text-end' },
        cell: ({ row }) => action(row.original),
      },
    ];
  }, [t, locale, language, user?.id, canReview, onTake, pendingId]);
};
