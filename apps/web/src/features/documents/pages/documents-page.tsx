import { DOCUMENT_KINDS, type DocumentRecord } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '@/features/documents/api/get-documents';
import { useDocumentColumns } from '@/features/documents/components/document-columns';
import { useListParams } from '@/lib/list-params';
import { DateFilter } from '@/ui/data-table/filter-inputs';
import { ListFilter } from '@/ui/data-table/list-filter';
import { RecordListPage } from '@/ui/list-page/record-list-page';

/** The list's URL filters, each a query param of GET /api/documents of the same name. */
export const DOCUMENT_FILTERS = ['kind', 'from', 'to', 'saleId', 'customerId'] as const;

/**
 * /documents (issue 10): every document of the user's scope, newest first, each opening in the browser's PDF
 * viewer and linking to its sale; filtered by kind and creation day, searched on sale number or customer name.
 */
export const DocumentsPage = () => {
  const { t } = useTranslation();
  const list = useListParams({ filters: DOCUMENT_FILTERS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const documents = useDocuments(list.query);
  const columns = useDocumentColumns();
  const { filters } = list.params;

  return (
    <RecordListPage<DocumentRecord>
      prefix="documents:"
      tableId="documents"
      columns={columns}
      query={documents}
      listParams={list}
      toolbar={
        <>
          <ListFilter
            list={list}
            name="kind"
            label={t('documents:filters.kind')}
            allLabel={t('documents:filters.allKinds')}
            options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents:kinds.${kind}`) }))}
          />
          <DateFilter
            label={t('documents:filters.from')}
            value={filters.from}
            onChange={(value) => list.setFilter('from', value)}
          />
          <DateFilter
            label={t('documents:filters.to')}
            value={filters.to}
            onChange={(value) => list.setFilter('to', value)}
          />
        </>
      }
    />
  );
};
