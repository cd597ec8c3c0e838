import { hasPermission, type Sale, type SaleStatus, wentThroughSubscription } from '@brokerage/shared';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSalePdfLinks } from '@/features/documents/api/get-pdf-links';
import { useRegeneratePdfs } from '@/features/documents/api/regenerate-pdfs';
import { DocumentOpenLink } from '@/features/documents/components/document-open-link';
import { formatDateTime, formatFileSize } from '@/lib/date-format';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { SectionCard } from '@/ui/section-card';

/** The statuses in which the server makes new versions: subscribed, until the customer signs. */
const REGENERATE_STATUSES: readonly SaleStatus[] = ['subscribed', 'documents_sent', 'awaiting_signature'];

/**
 * The sale page's documents (issue 10): the current version of each, and the sealed copies once signed, each
 * opening in the browser's viewer; "Regenerate" queues new versions, and while they are made the section says
 * so and asks again every 2 s.
 */
export const SaleDocumentsSection = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const produced = wentThroughSubscription(sale.status);
  const links = useSalePdfLinks(sale.id, produced);
  const regenerate = useRegeneratePdfs();
  const generating = links.data?.generating === true || regenerate.isPending;
  const canRegenerate =
    REGENERATE_STATUSES.includes(sale.status) && hasPermission(user, 'DocumentModule:documents:create');

  const onRegenerate = async () => {
    try {
      await regenerate.mutateAsync(sale.id);
      toastSuccess(t('documents:toast.regenerating'));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const action = canRegenerate ? (
    <Button
      type="button"
      size="sm"
      variant="outline"
      icon={<RefreshCw className="size-4" />}
      disabled={generating}
      onClick={() => void onRegenerate()}
    >
      {t('documents:actions.regenerate')}
    </Button>
  ) : null;

  const body = (() => {
    if (!produced)
      return <p className="text-sm text-slate-600 dark:text-slate-400">{t('documents:sale.notYet')}</p>;
    if (links.error) {
      return <LoadFailed message={apiErrorMessage(t, links.error)} onRetry={() => void links.refetch()} />;
    }
    if (!links.data) return <LoadingLine>{t('documents:sale.loading')}</LoadingLine>;
    const { documents } = links.data;
    return (
      <>
        {generating && (
          <div role="status">
            <LoadingLine className="mb-3">{t('documents:sale.generating')}</LoadingLine>
          </div>
        )}
        {documents.length === 0 && !generating ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('documents:sale.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {documents.map((document) => {
              const kind = t(`documents:kinds.${document.kind}`);
              return (
                <li
                  key={document.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100">
                      {kind}
                      {document.sealed && <Badge tone="success">{t('documents:sealed')}</Badge>}
                    </span>
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {t('documents:sale.meta', {
                        version: document.version,
                        size: formatFileSize(document.size, i18n.language),
                        date: formatDateTime(document.createdAt, i18n.language),
                      })}
                    </span>
                  </div>
                  <DocumentOpenLink
                    href={document.url}
                    label={t('documents:actions.openNamed', { name: kind })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  })();

  return (
    <SectionCard id="sale-documents" title={t('documents:sale.title')} action={action}>
      {body}
    </SectionCard>
  );
};
