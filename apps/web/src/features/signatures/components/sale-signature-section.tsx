import {
  hasPermission,
  SALE_DOCUMENT_KINDS,
  type Sale,
  type SaleStatus,
  type SignatureRequestDetail,
  wentThroughSubscription,
} from '@brokerage/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSalePdfLinks } from '@/features/documents/api/get-pdf-links';
import { useCreateCombinedSignature } from '@/features/signatures/api/create-combined-signature';
import { useSignatureByQuote } from '@/features/signatures/api/get-signature-by-quote';
import { CopyLink } from '@/features/signatures/components/copy-link';
import { SignatureStatusBadge } from '@/features/signatures/components/signature-status-badge';
import { formatDateTime } from '@/lib/date-format';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { SectionCard } from '@/ui/section-card';

const SENDABLE_STATUSES: readonly SaleStatus[] = ['subscribed', 'documents_sent', 'awaiting_signature'];

const isActive = (request: SignatureRequestDetail | null | undefined) =>
  request?.status === 'sent' || request?.status === 'opened';

/**
 * The sale page's signature (issue 10): "Send for signature" once the sale is subscribed and its documents are
 * ready (optionally by SMS too; again after a cancelled or expired request), then the request's status, when
 * signing opens (the phone-sale delay), the customer's link to copy, and the evidence once signed.
 */
export const SaleSignatureSection = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const smsId = useId();
  const [sendSms, setSendSms] = useState(false);
  const relevant = wentThroughSubscription(sale.status);
  const request = useSignatureByQuote(sale.quoteHash, relevant);
  const canSend = hasPermission(user, 'SignatureModule:signatures:create');
  const readsDocuments = hasPermission(user, 'DocumentModule:documents:read');
  const links = useSalePdfLinks(sale.id, relevant && canSend && readsDocuments);
  const create = useCreateCombinedSignature();

  const current = request.data;
  const documents = links.data?.documents ?? [];
  // Without the documents' read the page cannot tell: the server answers DOCUMENTS_NOT_READY if need be.
  const ready =
    !readsDocuments ||
    (links.data?.generating === false &&
      SALE_DOCUMENT_KINDS.every((kind) =>
        documents.some((document) => document.kind === kind && !document.sealed),
      ));
  // A cancelled or expired request leaves the sale where it was: the agent may send a new one.
  const showSend =
    canSend && SENDABLE_STATUSES.includes(sale.status) && !isActive(current) && current?.status !== 'signed';

  const send = async () => {
    try {
      await create.mutateAsync({
        venteId: sale.id,
        ...(sale.quoteHash ? { quoteHash: sale.quoteHash } : {}),
        sendSms,
      });
      toastSuccess(t('signatures:toast.sent', { number: sale.number }));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;

  const body = (() => {
    if (!relevant)
      return <p className="text-sm text-slate-600 dark:text-slate-400">{t('signatures:sale.notYet')}</p>;
    if (request.error) {
      return (
        <LoadFailed message={apiErrorMessage(t, request.error)} onRetry={() => void request.refetch()} />
      );
    }
    if (request.isPending && sale.quoteHash) return <LoadingLine>{t('signatures:sale.loading')}</LoadingLine>;
    return (
      <div className="flex flex-col gap-3 text-sm">
        {current ? (
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
            <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.status')}</dt>
            <dd>
              <SignatureStatusBadge status={current.status} />
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.sentAt')}</dt>
            <dd className="text-slate-900 dark:text-slate-100">{when(current.sentAt)}</dd>
            {isActive(current) && (
              <>
                <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.opensAt')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">{when(current.opensAt)}</dd>
              </>
            )}
            {current.signedAt && (
              <>
                <dt className="text-slate-500 dark:text-slate-400">{t('signatures:columns.signedAt')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">{when(current.signedAt)}</dd>
              </>
            )}
          </dl>
        ) : (
          !showSend && <p className="text-slate-600 dark:text-slate-400">{t('signatures:sale.none')}</p>
        )}
        {current?.signingLink && <CopyLink url={current.signingLink} />}
        {current?.evidenceUrl && (
          <a
            href={current.evidenceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {t('signatures:actions.evidence')}
          </a>
        )}
        {showSend && (
          <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
            {!ready && (
              <p className="text-slate-600 dark:text-slate-400">
                {links.data?.generating || links.isPending
                  ? t('signatures:sale.documentsPending')
                  : t('signatures:sale.documentsMissing')}
              </p>
            )}
            <label
              htmlFor={smsId}
              className="inline-flex items-center gap-2 text-slate-800 dark:text-slate-200"
            >
              <input
                id={smsId}
                type="checkbox"
                checked={sendSms}
                onChange={(event) => setSendSms(event.target.checked)}
                className="size-4 accent-blue-600"
              />
              {t('signatures:send.sms')}
            </label>
            <div>
              <Button
                type="button"
                icon={<Send className="size-4 rtl:-scale-x-100" />}
                disabled={!ready}
                loading={create.isPending}
                loadingText={t('signatures:send.sending')}
                onClick={() => void send()}
              >
                {t('signatures:send.action')}
              </Button>
            </div>
          </div>
        )}
      </div>
    );
  })();

  return (
    <SectionCard id="sale-signature" title={t('signatures:sale.title')}>
      {body}
    </SectionCard>
  );
};
