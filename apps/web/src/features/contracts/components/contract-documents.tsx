import type { Contract } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { FileLinkList } from '@/ui/file-link-list';
import { SectionCard } from '@/ui/section-card';

/** The contract's documents: the sale's signed (sealed) PDFs and the signature's evidence. */
export const ContractDocuments = ({ documents }: { documents: Contract['documents'] }) => {
  const { t } = useTranslation();
  const kindName = (kind: string) => t(`documents:kinds.${kind}`, { defaultValue: kind });
  return (
    <SectionCard id="contract-documents" title={t('contracts:sections.documents')}>
      <FileLinkList
        empty={t('contracts:documents.none')}
        files={documents.map((document) => ({
          id: document.id,
          title: kindName(document.kind),
          detail: (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('contracts:documents.version', { version: document.version })}
            </span>
          ),
          href: document.downloadUrl,
          openLabel: t('contracts:documents.open', { name: kindName(document.kind) }),
        }))}
      />
    </SectionCard>
  );
};
