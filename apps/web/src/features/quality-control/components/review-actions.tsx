import { hasPermission, type QcSaleDetail } from '@brokerage/shared';
import { FileCheck2, Hand, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReleaseReview, useTakeSale } from '@/features/quality-control/api/qc-writes';
import { localizePath } from '@/lib/locale';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useLocale } from '@/ui/use-locale';

const linkClass =
  'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * What the reviewer may do with the sale as a whole: take it from the queue, hand it back (answers kept), open
 * the sale, and once validated open its contract. A reviewer's own sale says so instead of offering "Take".
 */
export const ReviewActions = ({ detail }: { detail: QcSaleDetail }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const locale = useLocale();
  const take = useTakeSale();
  const release = useReleaseReview();
  const [releasing, setReleasing] = useState(false);
  const { sale, review } = detail;
  const canReview = hasPermission(user, 'VenteModule:quality-control:review');
  const ownSale = sale.agent?.id === user?.id;
  const mine = review?.status === 'open' && review.reviewer?.id === user?.id;

  const onTake = async () => {
    try {
      await take.mutateAsync({ saleId: sale.saleId, input: { version: sale.saleVersion } });
      toastSuccess(t('quality-control:toast.taken', { number: sale.saleNumber }));
    } catch (error) {
      toastApiError(t, error);
    }
  };
  const onRelease = async () => {
    if (!review) return;
    try {
      await release.mutateAsync({ saleId: sale.saleId, input: { version: review.version } });
    } catch (error) {
      toastApiError(t, error);
      throw error;
    }
    toastSuccess(t('quality-control:toast.released', { number: sale.saleNumber }));
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {sale.status === 'signed' && canReview && !ownSale && (
        <Button
          type="button"
          icon={<Hand className="size-4" />}
          loading={take.isPending}
          loadingText={t('quality-control:queue.taking')}
          onClick={() => void onTake()}
        >
          {t('quality-control:queue.take')}
        </Button>
      )}
      {mine && (
        <Button
          type="button"
          variant="outline"
          icon={<Undo2 className="size-4" />}
          onClick={() => setReleasing(true)}
        >
          {t('quality-control:review.release')}
        </Button>
      )}
      {sale.contractId && (
        <Link to={localizePath(`/contrats/${sale.contractId}`, locale)} className={linkClass}>
          <FileCheck2 aria-hidden="true" className="size-4" />
          {t('quality-control:review.openContract')}
        </Link>
      )}
      <Link to={localizePath(`/ventes/${sale.saleId}`, locale)} className={linkClass}>
        {t('quality-control:review.openSale')}
      </Link>
      <ConfirmDialog
        open={releasing}
        onOpenChange={setReleasing}
        title={t('quality-control:review.releaseTitle', { number: sale.saleNumber })}
        description={t('quality-control:review.releaseDescription')}
        confirmLabel={t('quality-control:review.release')}
        onConfirm={onRelease}
      />
    </div>
  );
};
