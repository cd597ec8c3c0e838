import type { QcQueueItem } from '@brokerage/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTakeSale } from '@/features/quality-control/api/qc-writes';
import { localizePath } from '@/lib/locale';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useLocale } from '@/ui/use-locale';

/**
 * "Take": the sale moves to `quality_review` under the caller's name, then its review screen opens. Taken by
 * someone else meanwhile (409), the toast says so and the queue refreshes (the mutation invalidates it).
 */
export const useTakeFromQueue = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const take = useTakeSale();
  const { mutateAsync } = take;
  // Stable, so the queue's columns (which hold it) are not rebuilt on every render.
  const run = useCallback(
    async (item: QcQueueItem) => {
      try {
        await mutateAsync({ saleId: item.saleId, input: { version: item.saleVersion } });
      } catch (error) {
        toastApiError(t, error);
        return;
      }
      toastSuccess(t('quality-control:toast.taken', { number: item.saleNumber }));
      navigate(localizePath(`/quality-control/${item.saleId}`, locale));
    },
    [mutateAsync, navigate, locale, t],
  );
  return { run, pendingId: take.isPending ? take.variables?.saleId : undefined };
};
