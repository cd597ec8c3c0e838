import {
  allowedSaleTransitions,
  hasPermission,
  isSaleDeletable,
  isSaleEditable,
  isStatusEndpointTarget,
  type Sale,
  saleSchema,
} from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FilePenLine, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useChangeSaleStatus } from '@/features/ventes/api/change-sale-status';
import { useDeleteSale } from '@/features/ventes/api/delete-sale';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { localizePath } from '@/lib/locale';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';
import { useLocale } from '@/ui/use-locale';
import { LostReasonDialog } from './lost-reason-dialog';

const resumeClass =
  'inline-flex h-9 items-center gap-2 rounded-md bg-blue-600 px-3 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * What the user may do next with the sale: only the moves the state machine allows from its status that the
 * status endpoint makes (today "Mark as lost", with its reason), resuming the form while the sale is editable,
 * and deleting it in the statuses that allow it. A write against a newer version opens the stale-write dialog, whose reload shows the sale
 * as it now stands; a refused move says why and refreshes the sale.
 */
export const SaleActions = ({ sale }: { sale: Sale }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changeStatus = useChangeSaleStatus();
  const remove = useDeleteSale();
  const [lostOpen, setLostOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { handleStaleWrite, staleWriteDialog } = useStaleWrite<Sale>({
    onReload: (current) => {
      const parsed = saleSchema.safeParse(current);
      if (parsed.success) queryClient.setQueryData(saleKeys.detail(sale.id), parsed.data);
      void queryClient.invalidateQueries({ queryKey: saleKeys.detail(sale.id) });
    },
    fieldLabel: (field) =>
      field === 'status' ? t('entities/ventes:columns.status') : t('entities/ventes:lost.reason'),
  });

  const endpointMoves = allowedSaleTransitions(sale.status).filter(isStatusEndpointTarget);
  const canMarkLost = endpointMoves.includes('lost') && hasPermission(user, 'VenteModule:ventes:status');
  const editable = isSaleEditable(sale.status);
  const canResume = editable && hasPermission(user, 'VenteModule:ventes:update');
  const canDelete = isSaleDeletable(sale.status) && hasPermission(user, 'VenteModule:ventes:delete');

  /** Shows a failure; true when it was a stale write (the dialog took over). */
  const explain = (error: unknown, sent: object): boolean => {
    if (handleStaleWrite(error, sent)) return true;
    toastApiError(t, error);
    // A refused move means the sale moved on: show it as it is now.
    void queryClient.invalidateQueries({ queryKey: saleKeys.detail(sale.id) });
    return false;
  };

  const markLost = async (reason: string) => {
    const sent = { status: 'lost' as const, reason };
    try {
      await changeStatus.mutateAsync({ id: sale.id, input: { ...sent, version: sale.version } });
    } catch (error) {
      if (explain(error, sent)) return;
      throw error;
    }
    toastSuccess(t('entities/ventes:toast.lost', { number: sale.number }));
  };

  const deleteNow = async () => {
    try {
      await remove.mutateAsync({ id: sale.id, version: sale.version });
    } catch (error) {
      if (explain(error, {})) return;
      throw error;
    }
    toastSuccess(t('entities/ventes:toast.deleted', { number: sale.number }));
    navigate(localizePath('/ventes', locale));
  };

  if (!canMarkLost && !canResume && !canDelete) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('entities/ventes:sale.noAction')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canResume && (
        <Link to={localizePath(`/ventes/form?id=${sale.id}`, locale)} className={resumeClass}>
          <FilePenLine aria-hidden="true" className="size-4" />
          {t('entities/ventes:actions.resume')}
        </Link>
      )}
      {canMarkLost && (
        <Button
          type="button"
          variant="outline"
          icon={<XCircle className="size-4" />}
          onClick={() => setLostOpen(true)}
        >
          {t('entities/ventes:actions.markLost')}
        </Button>
      )}
      {canDelete && (
        <Button
          type="button"
          variant="danger"
          icon={<Trash2 className="size-4" />}
          onClick={() => setDeleteOpen(true)}
        >
          {t('entities/ventes:actions.delete')}
        </Button>
      )}
      <LostReasonDialog sale={sale} open={lostOpen} onOpenChange={setLostOpen} onConfirm={markLost} />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        danger
        title={t('entities/ventes:delete.title', { number: sale.number })}
        description={t('entities/ventes:delete.description')}
        confirmLabel={t('entities/ventes:actions.delete')}
        onConfirm={deleteNow}
      />
      {staleWriteDialog}
    </div>
  );
};
