import type { Company } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCompany } from '@/features/companies/api/delete-company';
import { getCompanies, useCompanies } from '@/features/companies/api/get-companies';
import { providerCodesInHistory, providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { ProviderTypeFilter } from '@/lib/insurance/components/provider-type-filter';
import { useListParams } from '@/lib/list-params';
import { allPagesOf } from '@/lib/record-api';
import { useRecordPermissions } from '@/lib/session/use-record-permissions';
import { Badge } from '@/ui/badge';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { editRowAction } from '@/ui/list-page/row-actions';
import { useDeleteRowAction } from '@/ui/list-page/use-confirm-delete';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

const FILTERS = ['providerType'] as const;

// The form (and react-hook-form) loads with the first drawer.
const CompanyForm = lazy(() =>
  import('@/features/companies/components/company-form').then((m) => ({ default: m.CompanyForm })),
);

/** /companies: the companies and the provider types each may sell (CompanyModule). */
export const CompaniesPage = () => {
  const { t, i18n } = useTranslation();
  const { canCreate, canUpdate, canDelete } = useRecordPermissions('CompanyModule:companies');

  const list = useListParams({ filters: FILTERS, defaultSort: 'name' });
  const companies = useCompanies(list.query);
  const providers = useProviders();
  const remove = useDeleteCompany();
  const drawer = useRecordDrawer({ rows: companies.data?.data, getId: (company: Company) => company.id });
  const { deleteAction, deleteDialog } = useDeleteRowAction({
    prefix: 'companies:',
    named: (company: Company) => ({ name: company.name }),
    remove: (company) => remove.mutateAsync(company.id),
    allowed: () => canDelete,
  });
  const editing = drawer.record;

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  const columns = useMemo<ColumnDef<Company>[]>(
    () => [
      {
        id: 'name',
        header: t('companies:fields.name'),
        accessorKey: 'name',
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span className="font-medium text-slate-900 dark:text-slate-100">{row.original.name}</span>
        ),
      },
      {
        id: 'providerTypes',
        header: t('companies:fields.providerTypes'),
        cell: ({ row }) =>
          row.original.providerTypes.length === 0 ? (
            <span className="text-slate-400">{t('insurance:providerTypes.none')}</span>
          ) : (
            <div className="flex flex-wrap gap-1">
              {row.original.providerTypes.map((code) => (
                <Badge key={code} tone="info">
                  {providerName(providers.data, code)}
                </Badge>
              ))}
            </div>
          ),
      },
      {
        id: 'createdAt',
        header: t('companies:fields.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => dateFormat.format(new Date(row.original.createdAt)),
      },
    ],
    [t, providers.data, dateFormat],
  );

  return (
    <RecordListPage
      prefix="companies:"
      onCreate={canCreate && drawer.openCreate}
      tableId="companies"
      columns={columns}
      query={companies}
      listParams={list}
      onRowClick={canUpdate ? drawer.openRecord : undefined}
      toolbar={
        <ProviderTypeFilter
          list={list}
          label={t('companies:fields.providerTypes')}
          allLabel={t('companies:filters.allProviderTypes')}
        />
      }
      rowActions={(company) => [
        editRowAction(t('companies:actions.edit'), () => drawer.openRecord(company), canUpdate),
        deleteAction(company),
      ]}
      exportCsv={{
        fileName: 'companies',
        fetchAll: allPagesOf(getCompanies, list.query),
        columns: [
          { header: t('companies:fields.name'), value: (company) => company.name },
          {
            header: t('companies:fields.providerTypes'),
            value: (company) =>
              company.providerTypes.map((code) => providerName(providers.data, code)).join(', '),
          },
          { header: t('companies:fields.createdAt'), value: (company) => company.createdAt },
        ],
      }}
    >
      <RecordDrawer
        drawer={drawer}
        history={{ entity: 'company', formatValue: providerCodesInHistory(providers.data, 'providerTypes') }}
        title={
          editing ? t('companies:sheet.editTitle', { name: editing.name }) : t('companies:sheet.createTitle')
        }
        description={t('companies:sheet.description')}
      >
        {(company) => (
          <CompanyForm
            key={company?.id ?? 'new'}
            company={company}
            onCancel={() => void drawer.requestClose()}
            onDone={drawer.close}
          />
        )}
      </RecordDrawer>
      {deleteDialog}
    </RecordListPage>
  );
};
