import {
  MAX_TARIFF_CSV_LENGTH,
  type Product,
  TARIFF_CSV_COLUMNS,
  type TariffImportErrorDetails,
} from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { getTariffGridCsv, tariffCsvFileName } from '@/features/products/api/export-tariff-grid';
import { useTariffGrid } from '@/features/products/api/get-tariff-grid';
import { useTariffZones } from '@/features/products/api/get-tariff-zones';
import { tariffImportReport, useImportTariffGrid } from '@/features/products/api/import-tariff-grid';
import { invalidateAfterProductChange } from '@/features/products/api/invalidate';
import { useMoneyFormat } from '@/features/products/components/money';
import { departementsByZone, pivotTariffGrid } from '@/features/products/components/tariff-grid.rules';
import { TariffImportReport } from '@/features/products/components/tariff-import-report';
import { downloadCsv } from '@/lib/csv';
import { apiErrorMessage, toastApiError } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { useRecordSave } from '@/ui/list-page/use-record-save';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';

export interface TariffGridPanelProps {
  product: Product;
  /** May replace the grid (VenteModule:produits:update). */
  canImport: boolean;
}

/**
 * A product's tariff grid (issue 4): the monthly premium by regime × zone × age band, one table per regime, the
 * CSV export (the import's own format, so it is also the template) and the CSV import with its line-numbered
 * report. A refused file changes nothing.
 */
export const TariffGridPanel = ({ product, canImport }: TariffGridPanelProps) => {
  const { t, i18n } = useTranslation();
  const grid = useTariffGrid(product.id);
  const zones = useTariffZones(product.providerType);
  const importGrid = useImportTariffGrid();
  const queryClient = useQueryClient();
  const saveImport = useRecordSave();
  // A grid is part of its product: an import over a product someone changed meanwhile is a stale write, and
  // reloading fetches the product (and its version) again; the file is simply chosen again.
  const { handleStaleWrite, staleWriteDialog } = useStaleWrite<Product>({
    onReload: () => void invalidateAfterProductChange(queryClient),
  });
  const money = useMoneyFormat();
  const number = new Intl.NumberFormat(i18n.language);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [exporting, setExporting] = useState(false);
  const [refused, setRefused] = useState<{ fileName: string; report: TariffImportErrorDetails } | null>(null);

  const tables = useMemo(() => pivotTariffGrid(grid.data?.data ?? []), [grid.data]);
  const currency = grid.data?.currency ?? product.currency;

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(tariffCsvFileName(product.code), await getTariffGridCsv(product.id));
    } catch (error) {
      toastApiError(t, error);
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, once corrected, imports it again.
    input.value = '';
    if (!file) return;
    setRefused(null);
    const csv = await file.text();
    if (csv.trim() === '') {
      toast.error(t('products:tariffs.emptyFile', { file: file.name }));
      return;
    }
    if (csv.length > MAX_TARIFF_CSV_LENGTH) {
      toast.error(t('products:tariffs.tooLarge', { file: file.name }));
      return;
    }
    await saveImport(() => importGrid.mutateAsync({ id: product.id, csv, version: product.version }), {
      success: (result) =>
        result.changed
          ? t('products:tariffs.imported', {
              rows: number.format(result.rows),
              previous: number.format(result.previousRows),
            })
          : t('products:tariffs.unchanged', { rows: number.format(result.rows) }),
      onError: (error) => {
        // Nothing the person typed is compared: the file is the whole change.
        if (handleStaleWrite(error, {})) return true;
        const report = tariffImportReport(error);
        if (report) setRefused({ fileName: file.name, report });
        return report !== null;
      },
    });
  };

  let content: ReactNode;
  if (grid.isPending) {
    content = <LoadingLine className="py-6">{t('products:tariffs.loading')}</LoadingLine>;
  } else if (grid.isError) {
    content = (
      <LoadFailed
        className="py-4"
        message={apiErrorMessage(t, grid.error)}
        onRetry={() => void grid.refetch()}
      />
    );
  } else if (tables.length === 0) {
    content = (
      <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('products:tariffs.empty')}
      </p>
    );
  } else {
    content = (
      <div className="flex flex-col gap-5">
        {tables.map((table) => {
          const headingId = `${inputId}-${table.regime}`;
          return (
            <section key={table.regime} aria-labelledby={headingId} className="flex flex-col gap-2">
              <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                {t(`products:regimes.${table.regime}`, { defaultValue: table.regime })}
              </h4>
              <div className="relative overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800">
                <CompactTable
                  labelledBy={headingId}
                  columns={[
                    { key: 'beneficiary', header: t('products:tariffs.beneficiary') },
                    { key: 'ages', header: t('products:tariffs.ages'), nowrap: true },
                    ...table.zones.map((zone) => ({
                      key: String(zone),
                      header: t('products:tariffs.zone', { zone }),
                      align: 'end' as const,
                      nowrap: true,
                    })),
                  ]}
                >
                  {table.lines.map((line) => (
                    <tr
                      key={`${line.beneficiary}-${line.ageMin}-${line.ageMax}`}
                      className="border-t border-slate-100 dark:border-slate-800"
                    >
                      <th scope="row" className={clsx(compactCell({ nowrap: true }), 'font-normal')}>
                        {t(`products:beneficiaries.${line.beneficiary}`)}
                      </th>
                      <td className={clsx(compactCell({ nowrap: true }), 'tabular-nums')}>
                        {t('products:tariffs.ageRange', { min: line.ageMin, max: line.ageMax })}
                      </td>
                      {table.zones.map((zone) => {
                        const cents = line.cells.get(zone);
                        return (
                          <td
                            key={zone}
                            className={clsx(compactCell({ align: 'end', nowrap: true }), 'tabular-nums')}
                          >
                            {cents === undefined ? (
                              <span className="text-slate-400">
                                <span aria-hidden="true">—</span>
                                <span className="sr-only">{t('products:tariffs.noPrice')}</span>
                              </span>
                            ) : (
                              money(cents, currency)
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </CompactTable>
              </div>
            </section>
          );
        })}
      </div>
    );
  }

  const legend = zones.data ? departementsByZone(zones.data.data) : [];

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4 pb-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${inputId}-title`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('products:tariffs.title')}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {grid.data
              ? t('products:tariffs.summary', {
                  rows: number.format(grid.data.data.length),
                  currency,
                })
              : t('products:tariffs.description')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            icon={<Download className="size-4" />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {t('products:tariffs.export')}
          </Button>
          {canImport && (
            <>
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept=".csv,text/csv,text/plain"
                tabIndex={-1}
                aria-label={t('products:tariffs.file')}
                className="sr-only"
                onChange={(event) => void importFile(event)}
              />
              <Button
                type="button"
                size="sm"
                icon={<Upload className="size-4" />}
                loading={importGrid.isPending}
                loadingText={t('products:tariffs.importing')}
                onClick={() => fileInput.current?.click()}
              >
                {t('products:tariffs.import')}
              </Button>
            </>
          )}
        </div>
      </div>

      {canImport && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('products:tariffs.formatHint')}{' '}
          <code dir="ltr" className="break-all">
            {TARIFF_CSV_COLUMNS.join(',')}
          </code>
        </p>
      )}

      {refused && (
        <TariffImportReport
          fileName={refused.fileName}
          report={refused.report}
          onDismiss={() => setRefused(null)}
        />
      )}

      {content}

      {zones.data && (
        <section
          aria-label={t('products:tariffs.zones')}
          className="text-xs text-slate-600 dark:text-slate-400"
        >
          <h4 className="mb-1 font-semibold text-slate-800 dark:text-slate-200">
            {t('products:tariffs.zones')}
          </h4>
          <ul className="flex flex-col gap-0.5">
            {legend.map((entry) => (
              <li key={entry.zone}>
                <span className="font-medium">{t('products:tariffs.zone', { zone: entry.zone })}</span>
                {': '}
                <span dir="ltr">{entry.departements.join(', ')}</span>
              </li>
            ))}
            <li>{t('products:tariffs.otherZone', { zone: zones.data.defaultZone })}</li>
          </ul>
        </section>
      )}
      {staleWriteDialog}
    </section>
  );
};
