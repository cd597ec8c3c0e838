import { useTranslation } from 'react-i18next';
import { exportSalesCsv } from '@/features/ventes/api/export-sales';
import type { ListQueryParams } from '@/lib/list-params';
import { toastWarning } from '@/lib/mutation-toasts';
import { DownloadButton } from '@/ui/download-button';

/** Downloads every sale of the list's current filters as the server's CSV file. */
export const ExportSalesButton = ({ query }: { query: ListQueryParams }) => {
  const { t, i18n } = useTranslation();
  return (
    <DownloadButton
      label={t('entities/ventes:actions.export')}
      busyLabel={t('entities/ventes:actions.exporting')}
      download={async () => {
        const { rows, truncated } = await exportSalesCsv(query);
        // The server stops at its cap (SALE_EXPORT_ROW_CAP) and says so; the user must know the file is partial.
        if (truncated)
          toastWarning(
            t('entities/ventes:toast.exportTruncated', {
              rows: new Intl.NumberFormat(i18n.language).format(rows),
            }),
          );
        return t('entities/ventes:toast.exported');
      }}
    />
  );
};
