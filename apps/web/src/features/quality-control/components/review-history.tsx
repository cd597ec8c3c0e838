import type { QcReview } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, personName } from '@/lib/date-format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { SectionCard } from '@/ui/section-card';

const toneOf = (review: QcReview): BadgeTone =>
  review.decision === 'validated' ? 'success' : review.decision === 'rejected' ? 'danger' : 'neutral';

/** Earlier reviews of the sale, newest first: who, when, what they decided and why (released ones too). */
export const ReviewHistory = ({ reviews }: { reviews: readonly QcReview[] }) => {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <SectionCard id="qc-history" title={t('quality-control:history.title')}>
      <ol className="flex flex-col gap-3 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
        {reviews.map((review) => {
          const at = review.decidedAt ?? review.releasedAt ?? review.takenAt;
          const outcome = review.rejection?.outcome;
          return (
            <li key={review.id} className="flex flex-col gap-1 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={toneOf(review)}>
                  {review.decision
                    ? t(`quality-control:decisions.${review.decision}`)
                    : t('quality-control:history.released')}
                </Badge>
                {outcome && <Badge tone="warning">{t(`quality-control:outcomes.${outcome}`)}</Badge>}
                <time dateTime={at} className="text-slate-600 dark:text-slate-400">
                  {formatDateTime(at, i18n.language)}
                </time>
                {review.reviewer && (
                  <bdi className="text-slate-700 dark:text-slate-300">{personName(review.reviewer)}</bdi>
                )}
              </span>
              {review.rejection && review.rejection.reasons.length > 0 && (
                <span className="text-slate-700 dark:text-slate-300">
                  {review.rejection.reasons
                    .map((reason) => t(`quality-control:reasons.${reason}`))
                    .join(', ')}
                </span>
              )}
              {review.comment && (
                <bdi className="whitespace-pre-line text-slate-600 dark:text-slate-400">{review.comment}</bdi>
              )}
              {review.rejection?.callBackDueDate && (
                <span className="text-slate-600 dark:text-slate-400">
                  {t('quality-control:history.callBack', {
                    date: formatDay(review.rejection.callBackDueDate, i18n.language),
                    note: review.rejection.callBackNote ?? '',
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
};
