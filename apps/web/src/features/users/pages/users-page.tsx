import type { UserRecord } from '@brokerage/shared';
import { Ban, CheckCircle2, Pencil, Trash2, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { getUser } from '@/features/users/api/get-user';
import { getUsers, usePendingCount, useUsers } from '@/features/users/api/get-users';
import { useUpdateUser } from '@/features/users/api/update-user';
import { userKeys } from '@/features/users/api/user-keys';
import { useUserColumns } from '@/features/users/components/user-columns';
import { UserDrawer } from '@/features/users/components/user-drawer';
import { UserFilters } from '@/features/users/components/user-filters';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { allPagesOf } from '@/lib/record-api';
import { useAuth } from '@/lib/session/auth-provider';
import { useRecordPermissions } from '@/lib/session/use-record-permissions';
import { Badge } from '@/ui/badge';
import { useConfirm } from '@/ui/confirm-dialog';
import { ListTabs } from '@/ui/list-page/list-tabs';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { useConfirmDelete } from '@/ui/list-page/use-confirm-delete';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

const FILTERS = ['roleId', 'companyId', 'teamId', 'status'] as const;
const userId = (user: UserRecord) => user.id;

/** /users: staff administration, the approval of registrations, and each user's history (UserModule). */
export const UsersPage = () => {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const { canCreate, canUpdate, canDelete } = useRecordPermissions('UserModule:users');

  const list = useListParams({ filters: FILTERS, defaultSort: 'lastName' });
  const users = useUsers(list.query);
  const pending = usePendingCount(!users.error);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const columns = useUserColumns();
  const { confirm, confirmDialog } = useConfirm();
  const { confirmDelete, deleteDialog } = useConfirmDelete();
  const drawer = useRecordDrawer({
    rows: users.data?.data,
    getId: userId,
    load: getUser,
    queryKey: userKeys.details(),
  });

  const pendingTab = list.params.filters.status === 'pending';

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

  return (
    <RecordListPage
      prefix="users:"
      onCreate={canCreate && drawer.openCreate}
      tabs={
        <ListTabs
          label={t('users:tabs.label')}
          controls="users-table"
          value={pendingTab ? 'pending' : 'all'}
          onChange={(tab) => list.setFilter('status', tab === 'pending' ? 'pending' : undefined)}
          tabs={[
            { id: 'all', label: t('users:tabs.all') },
            {
              id: 'pending',
              label: t('users:tabs.pending'),
              badge: (pending.data ?? 0) > 0 && (
                <Badge tone="warning">
                  <span className="sr-only">{t('users:tabs.pendingCount')}</span>
                  {pending.data}
                </Badge>
              ),
            },
          ]}
        />
      }
      tabPanelId="users-table"
      tableId="users"
      columns={columns}
      query={users}
      listParams={list}
      emptyMessage={pendingTab ? t('users:emptyPending') : t('users:empty')}
      onRowClick={canUpdate ? drawer.openRecord : undefined}
      toolbar={<UserFilters list={list} />}
      rowActions={(user) => {
        const self = user.id === me?.id;
        return [
          {
            label: t('users:actions.approve'),
            icon: <UserCheck className="size-4" />,
            onSelect: () => drawer.openRecord(user),
            hidden: !canUpdate || user.status !== 'pending',
          },
          {
            label: t('users:actions.edit'),
            icon: <Pencil className="size-4" />,
            onSelect: () => drawer.openRecord(user),
            // A pending registration is edited by approving it.
            hidden: !canUpdate || user.status === 'pending',
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
            onSelect: () =>
              confirmDelete({
                title: t('users:delete.title', { name: user.name }),
                description: t('users:delete.description'),
                confirmLabel: t('users:actions.delete'),
                run: () => remove.mutateAsync(user.id),
                success: t('users:toast.deleted', { name: user.name }),
              }),
            danger: true,
            hidden: !canDelete || self,
          },
        ];
      }}
      exportCsv={{
        fileName: 'users',
        fetchAll: allPagesOf(getUsers, list.query),
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
    >
      <UserDrawer drawer={drawer} />
      {confirmDialog}
      {deleteDialog}
    </RecordListPage>
  );
};
