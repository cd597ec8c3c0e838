import { hasPermission } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
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
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge } from '@/ui/badge';
import { RecordPage } from '@/ui/record-page';
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

  return (
    <RecordPage
      backTo={localizePath('/quality-control', locale)}
      backLabel={t('quality-control:review.back')}
      notFoundLabel={t('quality-control:review.notFound')}
      loadingLabel={t('quality-control:review.loading')}
      validId={validId}
      query={query}
    >
      {(detail) => {
        const { review, sale } = detail;
        const editable =
          review?.status === 'open' &&
          review.reviewer?.id === user?.id &&
          hasPermission(user, 'VenteModule:quality-control:review');
        return (
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
          </>
        );
      }}
    </RecordPage>
  );
};
