import type { Contract } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { exportContractsCsv } from '@/features/contracts/api/export-contracts';
import { useContracts } from '@/features/contracts/api/get-contracts';
import { useContractColumns } from '@/features/contracts/components/contract-columns';
import { ContractFilters } from '@/features/contracts/components/contract-filters';
import { CONTRACT_FILTERS } from '@/features/contracts/components/contract-list-filters';
import { useListParams } from '@/lib/list-params';
import { localizePath } from '@/lib/locale';
import { toastWarning } from '@/lib/mutation-toasts';
import { DataTable } from '@/ui/data-table/data-table';
import { DownloadButton } from '@/ui/download-button';
import { ListPage } from '@/ui/list-page/list-page';
import { useLocale } from '@/ui/use-locale';

const contractId = (contract: Contract) => contract.id;

/**
 * /contrats (issue 11): the contracts of the user's scope, which validated sales created; filters and search in
 * the URL, each row opening the contract's page, and the filtered list as the server's CSV.
 */
export const ContractsPage = () => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const list = useListParams({ filters: CONTRACT_FILTERS, defaultSort: 'signedAt', defaultOrder: 'desc' });
  const contracts = useContracts(list.query);
  const columns = useContractColumns();

  const download = async () => {
    const { rows, truncated } = await exportContractsCsv(list.query);
    // The server stops at its cap and says so: the user must know the file is partial.
    if (truncated)
      toastWarning(
        t('contracts:toast.exportTruncated', { rows: new Intl.NumberFormat(i18n.language).format(rows) }),
      );
    return t('contracts:toast.exported');
  };

  return (
    <ListPage
      title={t('contracts:title')}
      description={t('contracts:description')}
      error={contracts.error}
      actions={
        <DownloadButton
          label={t('contracts:actions.export')}
          busyLabel={t('contracts:actions.exporting')}
          download={download}
        />
      }
    >
      <DataTable
        tableId="contrats"
        label={t('contracts:title')}
        columns={columns}
        query={contracts}
        listParams={list}
        getRowId={contractId}
        searchPlaceholder={t('contracts:searchPlaceholder')}
        emptyMessage={t('contracts:empty')}
        onRowClick={(contract) => navigate(localizePath(`/contrats/${contract.id}`, locale))}
        toolbar={<ContractFilters list={list} />}
      />
    </ListPage>
  );
};
