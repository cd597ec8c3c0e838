import { MAX_OPPOSITION_CSV_LENGTH, type OppositionImportResult } from '@brokerage/shared';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportOppositionNumbers } from '@/features/calls/api/opposition-numbers';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';
import { DialogFrame } from '@/ui/dialog-frame';

/** "Import CSV": a file of numbers (one a line, an optional reason in the second column), then its result. */
export const ImportOppositionDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useTranslation();
  const fileId = useId();
  const importCsv = useImportOppositionNumbers();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<OppositionImportResult | null>(null);
  const close = () => {
    setFile(null);
    setProblem(null);
    setResult(null);
    onOpenChange(false);
  };
  const send = async () => {
    if (!file) return;
    setProblem(null);
    const csv = await file.text();
    if (csv.length > MAX_OPPOSITION_CSV_LENGTH) {
      setProblem(t('calls:import.tooLarge'));
      return;
    }
    try {
      setResult(await importCsv.mutateAsync({ csv }));
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('calls:import.title')}
      description={t('calls:import.description')}
      width="lg"
    >
      <div className="flex flex-col gap-3 text-sm">
        <label htmlFor={fileId} className="font-medium text-slate-800 dark:text-slate-200">
          {t('calls:import.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setResult(null);
          }}
          className="text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-200"
        />
        {problem && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        {result && (
          <div role="status" className="rounded-md bg-slate-50 p-3 dark:bg-slate-800">
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {t('calls:import.added', { count: result.added })}
            </p>
            {result.duplicates.length > 0 && (
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {t('calls:import.duplicates', {
                  count: result.duplicates.length,
                  lines: result.duplicates.map((row) => row.line).join(', '),
                })}
              </p>
            )}
            {result.invalid.length > 0 && (
              <ul className="mt-1 list-disc ps-5 text-red-700 dark:text-red-300">
                {result.invalid.map((row) => (
                  <li key={row.line}>
                    {t('calls:import.invalidLine', { line: row.line })} <bdi dir="ltr">{row.value}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            {t('calls:import.close')}
          </Button>
          <Button
            type="button"
            icon={<Upload className="size-4" />}
            disabled={!file}
            loading={importCsv.isPending}
            onClick={() => void send()}
          >
            {t('calls:import.submit')}
          </Button>
        </div>
      </div>
    </DialogFrame>
  );
};
