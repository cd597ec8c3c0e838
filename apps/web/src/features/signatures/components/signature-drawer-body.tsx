import type { SignatureRequestDetail } from '@brokerage/shared';
import { Ban, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignature } from '@/features/signatures/api/get-signature';
import { useCancelSignature, useResendSignature } from '@/features/signatures/api/signature-actions';
import { CopyLink } from '@/features/signatures/components/copy-link';
import { SignatureDocuments, SignatureTimeline } from '@/features/signatures/components/signature-details';
import { SignatureStatusBadge } from '@/features/signatures/components/signature-status-badge';
import { formatDateTime } from '@/lib/date-format';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { LoadFailed, LoadingLine } from '@/ui/load-state';

const isActive = (request: SignatureRequestDetail) =>
  request.status === 'sent' || request.status === 'opened';

const Heading = ({ children }: { children: string }) => (
  <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{children}</h3>
);

/**
 * The drawer of one request: status and dates, its documents (sha256 before and after, original and sealed),
 * the evidence timeline, the evidence once signed, and "Send again" / "Cancel" while it is active.
 */
export const SignatureDrawerBody = ({ id, canManage }: { id: string; canManage: boolean }) => {
  const { t, i18n } = useTranslation();
  const detail = useSignature(id);
  const resend = useResendSignature();
  const cancel = useCancelSignature();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const request = detail.data;

  if (detail.error) {
    return <LoadFailed message={apiErrorMessage(t, detail.error)} onRetry={() => void detail.refetch()} />;
  }
  if (!request) return <LoadingLine>{t('signatures:drawer.loading')}</LoadingLine>;

  const sendAgain = async () => {
    try {
      await resend.mutateAsync({ id: request.id, version: request.version });
      toastSuccess(t('signatures:toast.resent', { name: request.signerName }));
    } catch (error) {
      toastApiError(t, error);
    }
  };
  const cancelNow = async () => {
    try {
      await cancel.mutateAsync({ id: request.id, version: request.version });
      toastSuccess(t('signatures:toast.cancelled', { number: request.saleNumber }));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const moment = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time> : <span>—</span>;

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
        <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.status')}</dt>
        <dd>
          <SignatureStatusBadge status={request.status} />
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.signer')}</dt>
        <dd className="text-slate-900 dark:text-slate-100">
          <bdi>{request.signerName}</bdi> · <span dir="ltr">{request.signerPhoneMasked}</span>
          {request.signerEmail && (
            <>
              {' · '}
              <span dir="ltr">{request.signerEmail}</span>
            </>
          )}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.sentAt')}</dt>
        <dd className="text-slate-900 dark:text-slate-100">{moment(request.sentAt)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.opensAt')}</dt>
        <dd className="text-slate-900 dark:text-slate-100">{moment(request.opensAt)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.expiresAt')}</dt>
        <dd className="text-slate-900 dark:text-slate-100">{moment(request.expiresAt)}</dd>
        {request.signedAt && (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.signedAt')}</dt>
            <dd className="text-slate-900 dark:text-slate-100">{moment(request.signedAt)}</dd>
          </>
        )}
      </dl>

      {request.signingLink && <CopyLink url={request.signingLink} />}

      {canManage && isActive(request) && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            icon={<Send className="size-4 rtl:-scale-x-100" />}
            loading={resend.isPending}
            onClick={() => void sendAgain()}
          >
            {t('signatures:actions.resend')}
          </Button>
          <Button
            type="button"
            variant="danger"
            icon={<Ban className="size-4" />}
            onClick={() => setConfirmCancel(true)}
          >
            {t('signatures:actions.cancel')}
          </Button>
        </div>
      )}

      {request.evidenceUrl && (
        <a
          href={request.evidenceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          {t('signatures:actions.evidence')}
        </a>
      )}

      <section>
        <Heading>{t('signatures:drawer.documents')}</Heading>
        <SignatureDocuments request={request} />
      </section>
      <section>
        <Heading>{t('signatures:drawer.events')}</Heading>
        <SignatureTimeline request={request} />
      </section>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        danger
        title={t('signatures:cancel.title', { number: request.saleNumber })}
        description={t('signatures:cancel.description')}
        confirmLabel={t('signatures:actions.cancel')}
        cancelLabel={t('signatures:cancel.keep')}
        onConfirm={cancelNow}
      />
    </div>
  );
};
