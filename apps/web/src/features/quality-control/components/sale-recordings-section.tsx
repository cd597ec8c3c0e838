import { hasPermission, type Sale } from '@brokerage/shared';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECORDING_ACCEPT,
  useSaleRecordings,
  useUploadRecording,
} from '@/features/quality-control/api/sale-recordings';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { SectionCard } from '@/ui/section-card';
import { RecordingPlayer } from './recording-player';

/** A closed sale keeps the recordings it has; nothing is added to it any more. */
const CLOSED: readonly Sale['status'][] = ['contract', 'lost'];

/**
 * The sale page's call recordings (issue 11): each playable with seeking, and "Upload a recording" for those who
 * may (the agent with `ventes:update`, or `documents:create`) while the sale is open. Quality control hears the
 * same files in its review.
 */
export const SaleRecordingsSection = ({ sale }: { sale: Sale }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const recordings = useSaleRecordings(sale.id);
  const upload = useUploadRecording();
  const canUpload =
    !CLOSED.includes(sale.status) &&
    (hasPermission(user, 'VenteModule:ventes:update') ||
      hasPermission(user, 'DocumentModule:documents:create'));

  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ saleId: sale.id, file });
      toastSuccess(t('quality-control:recordings.uploaded', { name: file.name }));
    } catch (error) {
      toastApiError(t, error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const action = canUpload ? (
    <>
      <input
        ref={input}
        type="file"
        accept={RECORDING_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('quality-control:recordings.upload')}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        icon={<Upload className="size-4" />}
        loading={upload.isPending}
        loadingText={t('quality-control:recordings.uploading')}
        onClick={() => input.current?.click()}
      >
        {t('quality-control:recordings.upload')}
      </Button>
    </>
  ) : null;

  const body = (() => {
    if (recordings.error)
      return (
        <LoadFailed
          message={apiErrorMessage(t, recordings.error)}
          onRetry={() => void recordings.refetch()}
        />
      );
    if (!recordings.data) return <LoadingLine>{t('quality-control:recordings.loading')}</LoadingLine>;
    if (recordings.data.length === 0)
      return (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('quality-control:recordings.none')}</p>
      );
    return (
      <ul className="flex flex-col gap-4">
        {recordings.data.map((recording) => (
          <li key={recording.id}>
            <RecordingPlayer recording={recording} />
          </li>
        ))}
      </ul>
    );
  })();

  return (
    <SectionCard id="sale-recordings" title={t('quality-control:recordings.title')} action={action}>
      {body}
    </SectionCard>
  );
};
