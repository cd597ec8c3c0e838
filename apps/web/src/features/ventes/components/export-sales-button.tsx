import { useTranslation } from 'react-i18next';
import { exportSalesCsv } from '@/features/ventes/api/export-sales';
import type { ListQueryParams } from '@/lib/list-params';
import { DownloadButton } from '@/ui/download-button';

/** Downloads every sale of the list's current filters as the server's CSV file. */
export const ExportSalesButton = ({ query }: { query: ListQueryParams }) => {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('entities/ventes:actions.export')}
      busyLabel={t('entities/ventes:actions.exporting')}
      download={async () => {
        await exportSalesCsv(query);
        return t('entities/ventes:toast.exported');
      }}
    />
  );
};
