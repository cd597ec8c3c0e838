import { type Company, hasPermission } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '@/features/audit-log/components/record-history';
import { useAuth } from '@/features/auth/auth-provider';
import { useDeleteCompany } from '@/features/companies/api/delete-company';
import { getCompanies, useCompanies } from '@/features/companies/api/get-companies';
import { CompanyForm } from '@/features/companies/components/company-form';
import { providerName, useProviders } from '@/features/insurance/api/get-providers';
import { fetchAllPages } from '@/lib/csv';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable } from '@/ui/data-table/data-table';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { FormSheet } from '@/ui/drawer';
import { PageHeader } from '@/ui/page-header';
import { useRecordSheet } from '@/ui/use-record-sheet';

const FILTERS = ['providerType'] as const;

/** /companies: the companies and the provider types each may sell (CompanyModule). */
export const CompaniesPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const canCreate = hasPermission(user, 'CompanyModule:companies:create');
  const canUpdate = hasPermission(user, 'CompanyModule:companies:update');
  const canDelete = hasPermission(user, 'CompanyModule:companies:delete');

  const list = useListParams({ filters: FILTERS, defaultSort: 'name' });
  const companies = useCompanies(list.query);
  const providers = useProviders();
  const remove = useDeleteCompany();
  const { sheet, openCreate, openEdit, close, sheetProps } = useRecordSheet<Company>();
  const [deleting, setDeleting] = useState<Company | null>(null);
  const editing = sheet?.mode === 'edit' ? sheet.record : undefined;

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
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader
        title={t('companies:title')}
        description={t('companies:description')}
        actions={
          canCreate ? (
            <Button type="button" icon={<Plus className="size-4" />} onClick={openCreate}>
              {t('companies:actions.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        tableId="companies"
        label={t('companies:title')}
        columns={columns}
        query={companies}
        listParams={list}
        getRowId={(company) => company.id}
        searchPlaceholder={t('companies:searchPlaceholder')}
        emptyMessage={t('companies:empty')}
        onRowClick={canUpdate ? openEdit : undefined}
        toolbar={
          <FilterSelect
            label={t('companies:fields.providerTypes')}
            allLabel={t('companies:filters.allProviderTypes')}
            value={list.params.filters.providerType}
            onChange={(value) => list.setFilter('providerType', value)}
            options={(providers.data ?? []).map((provider) => ({
              value: provider.code,
              label: provider.name,
            }))}
          />
        }
        rowActions={(company) => [
          {
            label: t('companies:actions.edit'),
            icon: <Pencil className="size-4" />,
            onSelect: () => openEdit(company),
            hidden: !canUpdate,
          },
          {
            label: t('companies:actions.delete'),
            icon: <Trash2 className="size-4" />,
            onSelect: () => setDeleting(company),
            danger: true,
            hidden: !canDelete,
          },
        ]}
        exportCsv={{
          fileName: 'companies',
          fetchAll: () => fetchAllPages((page, pageSize) => getCompanies({ ...list.query, page, pageSize })),
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
      />

      <FormSheet
        {...sheetProps}
        title={
          editing ? t('companies:sheet.editTitle', { name: editing.name }) : t('companies:sheet.createTitle')
        }
        description={t('companies:sheet.description')}
      >
        {sheet ? (
          <div className="flex flex-col gap-6">
            <CompanyForm company={editing} onCancel={close} onDone={close} />
            {editing ? (
              <RecordHistory
                entity="company"
                entityId={editing.id}
                formatValue={(field, value) =>
                  field === 'providerTypes' && typeof value === 'string'
                    ? providerName(providers.data, value)
                    : undefined
                }
              />
            ) : null}
          </div>
        ) : null}
      </FormSheet>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        danger
        title={t('companies:delete.title', { name: deleting?.name ?? '' })}
        description={t('companies:delete.description')}
        confirmLabel={t('companies:actions.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toastSuccess(t('companies:toast.deleted', { name: deleting.name }));
          } catch (error) {
            toastApiError(t, error);
            throw error;
          }
        }}
      />
    </div>
  );
};
