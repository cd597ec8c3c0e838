import { useTranslation } from 'react-i18next';
import { type CsvColumn, csvDelimiterFor, downloadCsv, toCsv } from '@/lib/csv';
import { DownloadButton } from '@/ui/download-button';

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
  return (
    <DownloadButton
      size="sm"
      label={t('ui:dataTable.export')}
      busyLabel={t('ui:dataTable.exporting')}
      download={async () => {
        const rows = await exportCsv.fetchAll();
        downloadCsv(exportCsv.fileName, toCsv(rows, exportCsv.columns, csvDelimiterFor(i18n.language)));
        return t('ui:dataTable.exported', { count: rows.length });
      }}
    />
  );
};
