import { hasPermission } from '@brokerage/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { useQcReview } from '@/features/quality-control/api/get-qc-review';
import { NeedsSection } from '@/features/quality-control/components/needs-section';
import { QcDocumentsSection } from '@/features/quality-control/components/qc-documents-section';
import { RecordingsSection } from '@/features/quality-control/components/recordings-section';
import { ReviewActions } from '@/features/quality-control/components/review-actions';
import { ReviewHistory } from '@/features/quality-control/components/review-history';
import { ReviewStatusNote } from '@/features/quality-control/components/review-status-note';
import { ReviewSummary } from '@/features/quality-control/components/review-summary';
import { ReviewWorkspace } from '@/features/quality-control/components/review-workspace';
import { ApiError } from '@/lib/api-client';
import { localizePath } from '@/lib/locale';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge } from '@/ui/badge';
import { LoadFailed } from '@/ui/load-state';
import { isForbidden, PermissionDenied } from '@/ui/permission-denied';
import { Spinner } from '@/ui/spinner';
import { useLocale } from '@/ui/use-locale';

const isSaleId = (id: string | undefined): id is string => z.uuid().safeParse(id).success;

export interface QualityReviewPageProps {
  /** Sections of other features about the sale (the signature's evidence); composed in app/. */
  sections?: (saleId: string) => ReactNode;
}

/**
 * /quality-control/{saleId}: the review of one signed sale (issue 11). The recordings, the checklist and the
 * decision on one side; what they are checked against (the sale, the needs, the documents, the signature) on
 * the other. Only the reviewer holding the sale edits; anyone with the read sees the review as it stands.
 */
export const QualityReviewPage = ({ sections }: QualityReviewPageProps = {}) => {
  const { t } = useTranslation();
  const { saleId } = useParams();
  const locale = useLocale();
  const { user } = useAuth();
  const validId = isSaleId(saleId);
  const query = useQcReview(validId ? saleId : undefined);
  const detail = query.data;

  const frame = (body: ReactNode) => (
    <div className="mx-auto flex max-w-7xl flex-col">
      <Link
        to={localizePath('/quality-control', locale)}
        className="mb-3 inline-flex items-center gap-1.5 text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:text-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('quality-control:review.back')}
      </Link>
      {body}
    </div>
  );

  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return frame(
      <p role="alert" className="py-12 text-center text-slate-600 dark:text-slate-400">
        {t('quality-control:review.notFound')}
      </p>,
    );
  }
  if (isForbidden(query.error))
    return frame(<PermissionDenied message={query.error.message} path={query.error.path} />);
  if (query.error)
    return frame(
      <LoadFailed
        className="py-12"
        message={apiErrorMessage(t, query.error)}
        onRetry={() => void query.refetch()}
      />,
    );
  if (!detail)
    return frame(
      <div className="flex justify-center py-16 text-blue-600 dark:text-blue-400">
        <Spinner size="lg" label={t('quality-control:review.loading')} />
      </div>,
    );

  const { review, sale } = detail;
  const editable =
    review?.status === 'open' &&
    review.reviewer?.id === user?.id &&
    hasPermission(user, 'VenteModule:quality-control:review');
  return frame(
    <>
      <header className="mb-4 flex flex-col gap-3 md:mb-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold text-slate-900 md:text-2xl dark:text-slate-100">
            {t('quality-control:review.title', { number: sale.saleNumber })}
          </h1>
          <Badge tone={sale.status === 'contract' ? 'success' : 'info'}>
            {t(`entities/ventes:status.${sale.status}`)}
          </Badge>
        </div>
        <ReviewStatusNote detail={detail} userId={user?.id} />
        <ReviewActions detail={detail} />
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <RecordingsSection recordings={detail.recordings} />
          {/* A new review or a saved answer is a new version: the draft starts again from the server's answers. */}
          <ReviewWorkspace
            key={`${review?.id ?? 'none'}:${review?.version ?? 0}`}
            detail={detail}
            editable={editable}
          />
          <ReviewHistory reviews={detail.history} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <ReviewSummary detail={detail} />
          <NeedsSection saleId={sale.saleId} />
          <QcDocumentsSection documents={detail.documents} />
          {sections?.(sale.saleId)}
        </div>
      </div>
    </>,
  );
};
