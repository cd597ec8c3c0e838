import type { DataScope, RoleRecord } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRole } from '@/features/roles/api/delete-role';
import { getRoles, useRoles } from '@/features/roles/api/get-roles';
import { DATA_SCOPES } from '@/features/roles/components/role-fields';
import { CreateRoleForm, EditRoleForm, isRootRole } from '@/features/roles/components/role-form';
import { RoleUsers } from '@/features/roles/components/role-users';
import { SEEDED_ROLE_DESCRIPTIONS } from '@/features/roles/role-presets';
import { RecordHistory } from '@/lib/audit-log/components/record-history';
import { useListParams } from '@/lib/list-params';
import { allPagesOf } from '@/lib/record-api';
import { displaySeeded } from '@/lib/seeded-text';
import { useRecordPermissions } from '@/lib/session/use-record-permissions';
import { Badge } from '@/ui/badge';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { useDeleteRowAction } from '@/ui/list-page/use-confirm-delete';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

/** /roles: roles, their permission matrix and data scope, and who holds them (RoleModule). */
export const RolesPage = () => {
  const { t, i18n } = useTranslation();
  const { canCreate, canUpdate, canDelete } = useRecordPermissions('RoleModule:roles');

  const list = useListParams({ defaultSort: 'name' });
  const roles = useRoles(list.query);
  const remove = useDeleteRole();
  const drawer = useRecordDrawer({ rows: roles.data?.data, getId: (role: RoleRecord) => role.id });
  const { deleteAction, deleteDialog } = useDeleteRowAction({
    prefix: 'roles:',
    named: (role: RoleRecord) => ({ name: role.name }),
    remove: (role) => remove.mutateAsync(role.id),
    allowed: (role) => canDelete && !isRootRole(role),
    description: (role) =>
      role.userCount > 0 ? t('roles:delete.inUse', { count: role.userCount }) : undefined,
  });
  const editing = drawer.record;
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
            {displaySeeded(t, row.original.description, SEEDED_ROLE_DESCRIPTIONS) || '—'}
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
    <RecordListPage
      prefix="roles:"
      onCreate={canCreate && drawer.openCreate}
      tableId="roles"
      columns={columns}
      query={roles}
      listParams={list}
      onRowClick={drawer.openRecord}
      rowActions={(role) => {
        const root = isRootRole(role);
        return [
          {
            label: canUpdate && !root ? t('roles:actions.edit') : t('roles:actions.view'),
            icon: canUpdate && !root ? <Pencil className="size-4" /> : <Eye className="size-4" />,
            onSelect: () => drawer.openRecord(role),
          },
          deleteAction(role),
        ];
      }}
      exportCsv={{
        fileName: 'roles',
        fetchAll: allPagesOf(getRoles, list.query),
        columns: [
          { header: t('roles:fields.name'), value: (role) => role.name },
          {
            header: t('roles:fields.description'),
            value: (role) => displaySeeded(t, role.description, SEEDED_ROLE_DESCRIPTIONS),
          },
          { header: t('roles:fields.dataScope'), value: (role) => scopeLabel(role.dataScope) },
          { header: t('roles:fields.userCount'), value: (role) => role.userCount },
          { header: t('roles:fields.createdAt'), value: (role) => role.createdAt },
        ],
      }}
    >
      <RecordDrawer
        drawer={drawer}
        size="lg"
        title={
          editing
            ? t(canUpdate && !isRootRole(editing) ? 'roles:sheet.editTitle' : 'roles:sheet.viewTitle', {
                name: editing.name,
              })
            : t('roles:sheet.createTitle')
        }
        description={t('roles:sheet.description')}
      >
        {(role) =>
          role ? (
            <>
              <EditRoleForm
                key={role.id}
                role={role}
                readOnly={!canUpdate}
                onDone={drawer.close}
                onCancel={() => void drawer.requestClose()}
              />
              <RoleUsers roleId={role.id} />
              <RecordHistory
                entity="role"
                entityId={role.id}
                formatValue={(field, value) =>
                  field === 'dataScope' && DATA_SCOPES.includes(value as DataScope)
                    ? scopeLabel(value as DataScope)
                    : undefined
                }
              />
              <div className="h-4" />
            </>
          ) : (
            <CreateRoleForm onDone={drawer.close} onCancel={() => void drawer.requestClose()} />
          )
        }
      </RecordDrawer>
      {deleteDialog}
    </RecordListPage>
  );
};
