import {
  MAX_TARIFF_AGE,
  MAX_TARIFF_ROWS,
  MAX_TARIFF_ZONE,
  MIN_TARIFF_ZONE,
  REGIMES,
  TARIFF_CSV_COLUMNS,
  TARIFF_ROW_ERROR_CODES,
  type TariffImportErrorDetails,
} from '@brokerage/shared';
import { clsx } from 'clsx';
import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompactTable, compactCell } from '@/ui/compact-table';

type ReportRow = TariffImportErrorDetails['rows'][number];

export interface TariffImportReportProps {
  fileName: string;
  report: TariffImportErrorDetails;
  onDismiss: () => void;
}

const CODES = new Set<string>(TARIFF_ROW_ERROR_CODES);

/**
 * Why an import was refused: every problem with its line (the header is line 1), its column and what is wrong,
 * translated by the problem's code (the server's English message when the code is one this screen does not
 * know). Nothing was saved, and the panel says so.
 */
export const TariffImportReport = ({ fileName, report, onDismiss }: TariffImportReportProps) => {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);

  const fieldName = (field: string) =>
    field === 'row' || field === 'header' ? t(`products:tariffs.report.${field}`) : field;
  const describe = (row: ReportRow) =>
    CODES.has(row.code)
      ? t(`products:tariffs.problems.${row.code}`, {
          field: row.field,
          columns: TARIFF_CSV_COLUMNS.join(', '),
          regimes: REGIMES.join(', '),
          minZone: MIN_TARIFF_ZONE,
          maxZone: MAX_TARIFF_ZONE,
          maxAge: MAX_TARIFF_AGE,
          maxRows: number.format(MAX_TARIFF_ROWS),
        })
      : row.message;

  return (
    <section
      role="alert"
      aria-labelledby="tariff-import-report"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-100"
    >
      <div className="flex items-start gap-2">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" />
        <div className="min-w-0 flex-1">
          <h4 id="tariff-import-report" className="font-semibold">
            {t('products:tariffs.report.title', { file: fileName })}
          </h4>
          <p className="mt-0.5">
            {t('products:tariffs.report.summary', { problems: number.format(report.errorCount) })}
            {report.truncated &&
              ` ${t('products:tariffs.report.truncated', { shown: number.format(report.rows.length) })}`}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('products:tariffs.report.dismiss')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600 dark:hover:bg-red-900/50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="relative mt-3 max-h-80 overflow-auto rounded border border-red-200 bg-white dark:border-red-900/70 dark:bg-slate-950">
        <CompactTable
          stickyHeader
          caption={t('products:tariffs.report.caption')}
          columns={[
            { key: 'line', header: t('products:tariffs.report.line'), align: 'end' },
            { key: 'field', header: t('products:tariffs.report.field') },
            { key: 'problem', header: t('products:tariffs.report.problem') },
          ]}
        >
          {report.rows.map((row, index) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several problems on one field.
              key={`${row.line}-${row.field}-${index}`}
              className="border-t border-slate-100 align-top dark:border-slate-800"
            >
              <td className={clsx(compactCell({ align: 'end' }), 'font-medium tabular-nums')}>
                {number.format(row.line)}
              </td>
              <td className={compactCell({ nowrap: true })}>
                <code dir="ltr" className="text-xs">
                  {fieldName(row.field)}
                </code>
              </td>
              <td className={compactCell()}>{describe(row)}</td>
            </tr>
          ))}
        </CompactTable>
      </div>
    </section>
  );
};
