import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSalesCsv } from '@/features/ventes/api/export-sales';
import type { ListQueryParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';

/** Downloads every sale of the list's current filters as the server's CSV file. */
export const ExportSalesButton = ({ query }: { query: ListQueryParams }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportSalesCsv(query);
      toastSuccess(t('entities/ventes:toast.exported'));
    } catch (error) {
      toastApiError(t, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      icon={<Download className="size-4" />}
      loading={busy}
      loadingText={t('entities/ventes:actions.exporting')}
      onClick={() => void run()}
    >
      {t('entities/ventes:actions.export')}
    </Button>
  );
};
