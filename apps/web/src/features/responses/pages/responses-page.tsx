import type { ResponseRow } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { exportResponsesCsv } from '@/features/responses/api/export-responses';
import { useResponses } from '@/features/responses/api/get-responses';
import { useResponseColumns } from '@/features/responses/components/response-columns';
import { ResponseFilters } from '@/features/responses/components/response-filters';
import { RESPONSE_FILTERS } from '@/features/responses/components/response-list-filters';
import { useListParams } from '@/lib/list-params';
import { toastWarning } from '@/lib/mutation-toasts';
import { DataTable } from '@/ui/data-table/data-table';
import { DownloadButton } from '@/ui/download-button';
import { ListPage } from '@/ui/list-page/list-page';

const saleId = (row: ResponseRow) => row.saleId;
const NO_QUESTIONS: never[] = [];

/**
 * /responses (issue 12): the needs-analysis answers of the sales in the user's scope, one row per sale and one
 * column per question of the chosen gamme; filters in the URL; the filtered answers as the server's CSV.
 */
export const ResponsesPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListParams({ filters: RESPONSE_FILTERS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const responses = useResponses(list.query);
  const questions = responses.data?.questions ?? NO_QUESTIONS;
  const columns = useResponseColumns(questions);

  const download = async () => {
    const { rows, truncated } = await exportResponsesCsv(list.query);
    if (truncated)
      toastWarning(
        t('responses:toast.exportTruncated', { rows: new Intl.NumberFormat(i18n.language).format(rows) }),
      );
    return t('responses:toast.exported');
  };

  return (
    <ListPage
      title={t('responses:title')}
      description={t('responses:description')}
      error={responses.error}
      actions={
        <DownloadButton
          label={t('responses:actions.export')}
          busyLabel={t('responses:actions.exporting')}
          download={download}
        />
      }
    >
      <DataTable
        tableId="responses"
        label={t('responses:title')}
        columns={columns}
        query={responses}
        listParams={list}
        getRowId={saleId}
        searchable={false}
        emptyMessage={t('responses:empty')}
        toolbar={<ResponseFilters list={list} questions={questions} />}
      />
    </ListPage>
  );
};
