import type { QcSaleDetail } from '@brokerage/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { personName } from '@/lib/date-format';

/** One line under the title that says where the review stands and what the reader can do about it. */
export const ReviewStatusNote = ({
  detail,
  userId,
}: {
  detail: QcSaleDetail;
  userId: string | undefined;
}) => {
  const { t } = useTranslation();
  const { sale, review } = detail;
  const [tone, text] = ((): ['success' | 'info' | 'warning', string] => {
    if (sale.status === 'contract') return ['success', t('quality-control:review.validatedNote')];
    if (sale.agent?.id === userId) return ['warning', t('quality-control:review.ownSale')];
    if (review?.status === 'open' && review.reviewer?.id !== userId)
      return ['info', t('quality-control:review.heldBy', { name: personName(review.reviewer) ?? '' })];
    if (review?.status === 'open') return ['info', t('quality-control:review.inProgress')];
    if (sale.status === 'signed') return ['info', t('quality-control:review.waiting')];
    return [
      'warning',
      t('quality-control:review.notInQueue', { status: t(`entities/ventes:status.${sale.status}`) }),
    ];
  })();
  return (
    <p
      role="status"
      className={clsx(
        'rounded-md border p-3 text-sm',
        tone === 'success' &&
          'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
        tone === 'info' &&
          'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
        tone === 'warning' &&
          'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
      )}
    >
      {text}
    </p>
  );
};
