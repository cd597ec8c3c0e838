import { formatPhone, hasPermission, type UserRecord } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Ban, CheckCircle2, Pencil, Plus, Trash2, UserCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/auth-provider';
import { useRoleOptions } from '@/features/roles/api/get-roles';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useCompanyRefs, useTeamRefs } from '@/features/users/api/get-assignment-options';
import { getUsers, usePendingCount, useUsers } from '@/features/users/api/get-users';
import { useUpdateUser } from '@/features/users/api/update-user';
import { ApproveUserForm } from '@/features/users/components/approve-user-form';
import { USER_STATUSES } from '@/features/users/components/user-fields';
import { CreateUserForm, EditUserForm } from '@/features/users/components/user-form';
import { UserHistory } from '@/features/users/components/user-history';
import { UserStatusBadge } from '@/features/users/components/user-status-badge';
import { fetchAllPages } from '@/lib/csv';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { DataTable } from '@/ui/data-table/data-table';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { FormSheet } from '@/ui/drawer';
import { PageHeader } from '@/ui/page-header';

const FILTERS = ['roleId', 'companyId', 'teamId', 'status'] as const;

type Sheet = { mode: 'create' } | { mode: 'edit'; user: UserRecord } | { mode: 'approve'; user: UserRecord };

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;

/** /users: staff administration, the approval of registrations, and each user's history (UserModule). */
export const UsersPage = () => {
  const { t, i18n } = useTranslation();
  const { user: me } = useAuth();
  const canCreate = hasPermission(me, 'UserModule:users:create');
  const canUpdate = hasPermission(me, 'UserModule:users:update');
  const canDelete = hasPermission(me, 'UserModule:users:delete');

  const list = useListParams({ filters: FILTERS, defaultSort: 'lastName' });
  const users = useUsers(list.query);
  const pending = usePendingCount();
  const roles = useRoleOptions();
  const companies = useCompanyRefs();
  const teams = useTeamRefs();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const { confirm, confirmDialog } = useConfirm();
  const [sheet, setSheet] = useState<Sheet | null>(null);

  const pendingTab = list.params.filters.status === 'pending';
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  const columns = useMemo<ColumnDef<UserRecord>[]>(
    () => [
      {
        id: 'name',
        header: t('users:fields.name'),
        meta: { sortKey: 'lastName', hideable: false },
        cell: ({ row }) => (
          <span className="flex min-w-44 items-center gap-3">
            <Avatar src={row.original.photoURL} text={row.original.name} alt="" size="sm" />
            <span className="font-medium text-slate-900 dark:text-slate-100">{row.original.name}</span>
          </span>
        ),
      },
      {
        id: 'phone',
        header: t('users:fields.phone'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <span dir="ltr">{formatPhone(row.original.phone)}</span>,
      },
      {
        id: 'email',
        header: t('users:fields.email'),
        cell: ({ row }) => row.original.email ?? <Empty />,
      },
      {
        id: 'role',
        header: t('users:fields.role'),
        cell: ({ row }) =>
          row.original.role ? <Badge tone="info">{row.original.role.name}</Badge> : <Empty />,
      },
      {
        id: 'company',
        header: t('users:fields.company'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => row.original.company?.name ?? <Empty />,
      },
      {
        id: 'team',
        header: t('users:fields.team'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => row.original.team?.name ?? <Empty />,
      },
      {
        id: 'status',
        header: t('users:fields.status'),
        meta: { sortKey: 'status' },
        cell: ({ row }) => <UserStatusBadge status={row.original.status} />,
      },
      {
        id: 'createdAt',
        header: t('users:fields.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => dateFormat.format(new Date(row.original.createdAt)),
      },
    ],
    [t, dateFormat],
  );

  const setStatus = async (user: UserRecord, status: 'active' | 'disabled') => {
    if (status === 'disabled') {
      const sure = await confirm({
        title: t('users:disable.title', { name: user.name }),
        description: t('users:disable.description'),
        confirmLabel: t('users:actions.disable'),
        danger: true,
      });
      if (!sure) return;
    }
    try {
      await update.mutateAsync({ id: user.id, input: { status, version: user.version } });
      toastSuccess(
        t(status === 'disabled' ? 'users:toast.disabled' : 'users:toast.enabled', { name: user.name }),
      );
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const deleteUser = async (user: UserRecord) => {
    const sure = await confirm({
      title: t('users:delete.title', { name: user.name }),
      description: t('users:delete.description'),
      confirmLabel: t('users:actions.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(user.id);
      toastSuccess(t('users:toast.deleted', { name: user.name }));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const tabClass = (selected: boolean) =>
    clsx(
      'inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
      selected
        ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
        : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
    );

  const sheetTitle =
    sheet?.mode === 'edit'
      ? t('users:sheet.editTitle', { name: sheet.user.name })
      : sheet?.mode === 'approve'
        ? t('users:sheet.approveTitle', { name: sheet.user.name })
        : t('users:sheet.createTitle');

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title={t('users:title')}
        description={t('users:description')}
        actions={
          canCreate ? (
            <Button
              type="button"
              icon={<Plus className="size-4" />}
              onClick={() => setSheet({ mode: 'create' })}
            >
              {t('users:actions.create')}
            </Button>
          ) : null
        }
      />

      <div
        role="tablist"
        aria-label={t('users:tabs.label')}
        className="mb-3 flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        <button
          type="button"
          role="tab"
          aria-selected={!pendingTab}
          aria-controls="users-table"
          className={tabClass(!pendingTab)}
          onClick={() => list.setFilter('status', undefined)}
        >
          {t('users:tabs.all')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={pendingTab}
          aria-controls="users-table"
          className={tabClass(pendingTab)}
          onClick={() => list.setFilter('status', 'pending')}
        >
          {t('users:tabs.pending')}
          {(pending.data ?? 0) > 0 && (
            <Badge tone="warning">
              <span className="sr-only">{t('users:tabs.pendingCount')}</span>
              {pending.data}
            </Badge>
          )}
        </button>
      </div>

      <div id="users-table" role="tabpanel">
        <DataTable
          tableId="users"
          label={t('users:title')}
          columns={columns}
          query={users}
          listParams={list}
          getRowId={(user) => user.id}
          searchPlaceholder={t('users:searchPlaceholder')}
          emptyMessage={pendingTab ? t('users:emptyPending') : t('users:empty')}
          onRowClick={
            canUpdate
              ? (user) =>
                  setSheet(user.status === 'pending' ? { mode: 'approve', user } : { mode: 'edit', user })
              : undefined
          }
          toolbar={
            <>
              <FilterSelect
                label={t('users:fields.role')}
                allLabel={t('users:filters.allRoles')}
                value={list.params.filters.roleId}
                onChange={(value) => list.setFilter('roleId', value)}
                options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
              />
              <FilterSelect
                label={t('users:fields.company')}
                allLabel={t('users:filters.allCompanies')}
                value={list.params.filters.companyId}
                onChange={(value) => list.setFilter('companyId', value)}
                options={(companies.data ?? []).map((company) => ({
                  value: company.id,
                  label: company.name,
                }))}
              />
              <FilterSelect
                label={t('users:fields.team')}
                allLabel={t('users:filters.allTeams')}
                value={list.params.filters.teamId}
                onChange={(value) => list.setFilter('teamId', value)}
                options={(teams.data ?? [])
                  .filter(
                    (team) =>
                      !list.params.filters.companyId || team.companyId === list.params.filters.companyId,
                  )
                  .map((team) => ({ value: team.id, label: team.name }))}
              />
              <FilterSelect
                label={t('users:fields.status')}
                allLabel={t('users:filters.allStatuses')}
                value={list.params.filters.status}
                onChange={(value) => list.setFilter('status', value)}
                options={USER_STATUSES.map((status) => ({
                  value: status,
                  label: t(`users:status.${status}`),
                }))}
              />
            </>
          }
          rowActions={(user) => {
            const self = user.id === me?.id;
            return [
              {
                label: t('users:actions.approve'),
                icon: <UserCheck className="size-4" />,
                onSelect: () => setSheet({ mode: 'approve', user }),
                hidden: !canUpdate || user.status !== 'pending',
              },
              {
                label: t('users:actions.edit'),
                icon: <Pencil className="size-4" />,
                onSelect: () => setSheet({ mode: 'edit', user }),
                hidden: !canUpdate,
              },
              {
                label: t('users:actions.enable'),
                icon: <CheckCircle2 className="size-4" />,
                onSelect: () => void setStatus(user, 'active'),
                hidden: !canUpdate || user.status !== 'disabled' || !user.roleId,
              },
              {
                label: t('users:actions.disable'),
                icon: <Ban className="size-4" />,
                onSelect: () => void setStatus(user, 'disabled'),
                danger: true,
                hidden: !canUpdate || user.status !== 'active' || self,
              },
              {
                label: t('users:actions.delete'),
                icon: <Trash2 className="size-4" />,
                onSelect: () => void deleteUser(user),
                danger: true,
                hidden: !canDelete || self,
              },
            ];
          }}
          exportCsv={{
            fileName: 'users',
            fetchAll: () => fetchAllPages((page, pageSize) => getUsers({ ...list.query, page, pageSize })),
            columns: [
              { header: t('users:fields.lastName'), value: (user) => user.lastName },
              { header: t('users:fields.firstName'), value: (user) => user.firstName },
              { header: t('users:fields.phone'), value: (user) => user.phone },
              { header: t('users:fields.email'), value: (user) => user.email },
              { header: t('users:fields.role'), value: (user) => user.role?.name },
              { header: t('users:fields.company'), value: (user) => user.company?.name },
              { header: t('users:fields.team'), value: (user) => user.team?.name },
              { header: t('users:fields.status'), value: (user) => t(`users:status.${user.status}`) },
              { header: t('users:fields.createdAt'), value: (user) => user.createdAt },
            ],
          }}
        />
      </div>

      <FormSheet
        open={sheet !== null}
        onOpenChange={(open) => (open ? undefined : setSheet(null))}
        title={sheetTitle}
        description={sheet?.mode === 'approve' ? t('users:sheet.approveDescription') : undefined}
      >
        {sheet?.mode === 'create' && (
          <CreateUserForm onDone={() => setSheet(null)} onCancel={() => setSheet(null)} />
        )}
        {sheet?.mode === 'edit' && (
          <>
            <EditUserForm
              key={sheet.user.id}
              user={sheet.user}
              onDone={() => setSheet(null)}
              onCancel={() => setSheet(null)}
            />
            <UserHistory userId={sheet.user.id} />
            <div className="h-4" />
          </>
        )}
        {sheet?.mode === 'approve' && (
          <>
            <ApproveUserForm
              key={sheet.user.id}
              user={sheet.user}
              onDone={() => setSheet(null)}
              onCancel={() => setSheet(null)}
            />
            <UserHistory userId={sheet.user.id} />
            <div className="h-4" />
          </>
        )}
      </FormSheet>
      {confirmDialog}
    </div>
  );
};
