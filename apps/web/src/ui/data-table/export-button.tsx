import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvColumn, csvDelimiterFor, downloadCsv, toCsv } from '@/lib/csv';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';

export interface DataTableExport<Row> {
  /** Without extension; the date is not added. */
  fileName: string;
  /** Every row of the current filter (see fetchAllPages in lib/csv). */
  fetchAll: () => Promise<Row[]>;
  columns: Array<CsvColumn<Row>>;
}

/** Downloads the current filter's rows as CSV in the user's language's spreadsheet format (lib/csv). */
export const ExportButton = <Row,>({ exportCsv }: { exportCsv: DataTableExport<Row> }) => {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await exportCsv.fetchAll();
      downloadCsv(exportCsv.fileName, toCsv(rows, exportCsv.columns, csvDelimiterFor(i18n.language)));
      toastSuccess(t('ui:dataTable.exported', { count: rows.length }));
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
      size="sm"
      icon={<Download className="size-4" />}
      loading={busy}
      loadingText={t('ui:dataTable.exporting')}
      onClick={() => void run()}
    >
      {t('ui:dataTable.export')}
    </Button>
  );
};
