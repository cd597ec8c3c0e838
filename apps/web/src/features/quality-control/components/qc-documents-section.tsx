import type { QcSaleDetail } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { FileLinkList } from '@/ui/file-link-list';
import { SectionCard } from '@/ui/section-card';

/** The sale's documents as the reviewer checks them: the current PDFs and their sealed (signed) copies. */
export const QcDocumentsSection = ({ documents }: { documents: QcSaleDetail['documents'] }) => {
  const { t } = useTranslation();
  const kindName = (kind: string) => t(`documents:kinds.${kind}`, { defaultValue: kind });
  return (
    <SectionCard id="qc-documents" title={t('quality-control:documents.title')}>
      <FileLinkList
        empty={t('quality-control:documents.none')}
        files={documents.map((document) => ({
          id: document.id,
          title: kindName(document.kind),
          detail: (
            <>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {t('quality-control:documents.version', { version: document.version })}
              </span>
              {document.sealed && <Badge tone="success">{t('quality-control:documents.sealed')}</Badge>}
            </>
          ),
          href: document.downloadUrl,
          openLabel: t('quality-control:documents.open', { name: kindName(document.kind) }),
        }))}
      />
    </SectionCard>
  );
};
