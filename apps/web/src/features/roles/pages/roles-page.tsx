import { type DataScope, hasPermission, type RoleRecord } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '@/features/audit-log/components/record-history';
import { useAuth } from '@/features/auth/auth-provider';
import { useDeleteRole } from '@/features/roles/api/delete-role';
import { getRoles, useRoles } from '@/features/roles/api/get-roles';
import { DATA_SCOPES } from '@/features/roles/components/role-fields';
import { CreateRoleForm, EditRoleForm, isRootRole } from '@/features/roles/components/role-form';
import { RoleUsers } from '@/features/roles/components/role-users';
import { fetchAllPages } from '@/lib/csv';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable } from '@/ui/data-table/data-table';
import { FormSheet } from '@/ui/drawer';
import { PageHeader } from '@/ui/page-header';
import { useRecordSheet } from '@/ui/use-record-sheet';

/** /roles: roles, their permission matrix and data scope, and who holds them (RoleModule). */
export const RolesPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const canCreate = hasPermission(user, 'RoleModule:roles:create');
  const canUpdate = hasPermission(user, 'RoleModule:roles:update');
  const canDelete = hasPermission(user, 'RoleModule:roles:delete');

  const list = useListParams({ defaultSort: 'name' });
  const roles = useRoles(list.query);
  const remove = useDeleteRole();
  const { sheet, openCreate, openEdit, close, sheetProps } = useRecordSheet<RoleRecord>();
  const [deleting, setDeleting] = useState<RoleRecord | null>(null);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  const scopeLabel = (scope: DataScope) => t(`roles:dataScope.${scope}`);

  const columns = useMemo<ColumnDef<RoleRecord>[]>(
    () => [
      {
        id: 'name',
        header: t('roles:fields.name'),
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span className="flex items-center gap-2 font-medium whitespace-nowrap text-slate-900 dark:text-slate-100">
            {row.original.name}
            {isRootRole(row.original) && <Badge tone="info">{t('roles:rootBadge')}</Badge>}
          </span>
        ),
      },
      {
        id: 'description',
        header: t('roles:fields.description'),
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-md text-slate-600 dark:text-slate-300">
            {row.original.description || '—'}
          </span>
        ),
      },
      {
        id: 'dataScope',
        header: t('roles:fields.dataScope'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <Badge>{t(`roles:dataScope.${row.original.dataScope}`)}</Badge>,
      },
      {
        id: 'userCount',
        header: t('roles:fields.userCount'),
        meta: { className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.userCount,
      },
      {
        id: 'createdAt',
        header: t('roles:fields.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => dateFormat.format(new Date(row.original.createdAt)),
      },
    ],
    [t, dateFormat],
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader
        title={t('roles:title')}
        description={t('roles:description')}
        actions={
          canCreate ? (
            <Button type="button" icon={<Plus className="size-4" />} onClick={openCreate}>
              {t('roles:actions.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        tableId="roles"
        label={t('roles:title')}
        columns={columns}
        query={roles}
        listParams={list}
        getRowId={(role) => role.id}
        searchPlaceholder={t('roles:searchPlaceholder')}
        emptyMessage={t('roles:empty')}
        onRowClick={openEdit}
        rowActions={(role) => {
          const root = isRootRole(role);
          return [
            {
              label: canUpdate && !root ? t('roles:actions.edit') : t('roles:actions.view'),
              icon: canUpdate && !root ? <Pencil className="size-4" /> : <Eye className="size-4" />,
              onSelect: () => openEdit(role),
            },
            {
              label: t('roles:actions.delete'),
              icon: <Trash2 className="size-4" />,
              onSelect: () => setDeleting(role),
              danger: true,
              hidden: !canDelete || root,
            },
          ];
        }}
        exportCsv={{
          fileName: 'roles',
          fetchAll: () => fetchAllPages((page, pageSize) => getRoles({ ...list.query, page, pageSize })),
          columns: [
            { header: t('roles:fields.name'), value: (role) => role.name },
            { header: t('roles:fields.description'), value: (role) => role.description },
            { header: t('roles:fields.dataScope'), value: (role) => scopeLabel(role.dataScope) },
            { header: t('roles:fields.userCount'), value: (role) => role.userCount },
            { header: t('roles:fields.createdAt'), value: (role) => role.createdAt },
          ],
        }}
      />

      <FormSheet
        size="lg"
        {...sheetProps}
        title={
          sheet?.mode === 'edit'
            ? t(canUpdate && !isRootRole(sheet.record) ? 'roles:sheet.editTitle' : 'roles:sheet.viewTitle', {
                name: sheet.record.name,
              })
            : t('roles:sheet.createTitle')
        }
        description={t('roles:sheet.description')}
      >
        {sheet?.mode === 'create' && <CreateRoleForm onDone={close} onCancel={close} />}
        {sheet?.mode === 'edit' && (
          <>
            <EditRoleForm
              key={sheet.record.id}
              role={sheet.record}
              readOnly={!canUpdate}
              onDone={close}
              onCancel={close}
            />
            <RoleUsers roleId={sheet.record.id} />
            <RecordHistory
              entity="role"
              entityId={sheet.record.id}
              formatValue={(field, value) =>
                field === 'dataScope' && DATA_SCOPES.includes(value as DataScope)
                  ? scopeLabel(value as DataScope)
                  : undefined
              }
            />
            <div className="h-4" />
          </>
        )}
      </FormSheet>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        danger
        title={t('roles:delete.title', { name: deleting?.name ?? '' })}
        description={
          deleting && deleting.userCount > 0
            ? t('roles:delete.inUse', { count: deleting.userCount })
            : t('roles:delete.description')
        }
        confirmLabel={t('roles:actions.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toastSuccess(t('roles:toast.deleted', { name: deleting.name }));
          } catch (error) {
            toastApiError(t, error);
            throw error;
          }
        }}
      />
    </div>
  );
};
