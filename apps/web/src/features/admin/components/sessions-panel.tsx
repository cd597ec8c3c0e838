import { type AdminSession, hasPermission } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { LogOut, UserX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeSession, useRevokeUserSessions, useSessions } from '@/features/admin/api/sessions';
import { formatDateTime } from '@/lib/date-format';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable, type RowAction } from '@/ui/data-table/data-table';

const SESSION_FILTERS = ['userId'] as const;
const sessionId = (session: AdminSession) => session.id;

type Revoking = { kind: 'one' | 'all'; session: AdminSession };

/** Sessions: who is signed in, from where, since when; one session or all of a user's can be ended at once. */
export const SessionsPanel = () => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const canRevoke = hasPermission(user, 'AdminModule:sessions:delete');
  const list = useListParams({ filters: SESSION_FILTERS });
  const sessions = useSessions(list.query);
  const revokeOne = useRevokeSession();
  const revokeAll = useRevokeUserSessions();
  const [revoking, setRevoking] = useState<Revoking | null>(null);

  const columns = useMemo<ColumnDef<AdminSession>[]>(
    () => [
      {
        id: 'user',
        header: t('admin:sessions.columns.user'),
        meta: { hideable: false },
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <bdi className="font-medium">{row.original.user.name}</bdi>
            {row.original.current && <Badge tone="info">{t('admin:sessions.current')}</Badge>}
          </span>
        ),
      },
      {
        id: 'phone',
        header: t('admin:sessions.columns.phone'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <span dir="ltr">{row.original.user.phone}</span>,
      },
      {
        id: 'lastSeenAt',
        header: t('admin:sessions.columns.lastSeenAt'),
        meta: { sortKey: 'lastSeenAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDateTime(row.original.lastSeenAt, i18n.language),
      },
      {
        id: 'createdAt',
        header: t('admin:sessions.columns.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDateTime(row.original.createdAt, i18n.language),
      },
      {
        id: 'expiresAt',
        header: t('admin:sessions.columns.expiresAt'),
        meta: { sortKey: 'expiresAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDateTime(row.original.expiresAt, i18n.language),
      },
      {
        id: 'ip',
        header: t('admin:sessions.columns.ip'),
        cell: ({ row }) => <span dir="ltr">{row.original.ip ?? '—'}</span>,
      },
      {
        id: 'userAgent',
        header: t('admin:sessions.columns.userAgent'),
        cell: ({ row }) => (
          <span dir="ltr" className="line-clamp-2 max-w-xs break-all text-xs">
            {row.original.userAgent ?? '—'}
          </span>
        ),
      },
    ],
    [t, i18n.language],
  );

  const rowActions = (session: AdminSession): RowAction[] => [
    {
      label: t('admin:sessions.revoke'),
      icon: <LogOut className="size-4" />,
      danger: true,
      onSelect: () => setRevoking({ kind: 'one', session }),
    },
    {
      label: t('admin:sessions.revokeAll'),
      icon: <UserX className="size-4" />,
      danger: true,
      onSelect: () => setRevoking({ kind: 'all', session }),
    },
  ];

  const confirmRevoke = async () => {
    if (!revoking) return;
    const name = revoking.session.user.name;
    try {
      if (revoking.kind === 'one') {
        await revokeOne.mutateAsync(revoking.session.id);
        toastSuccess(t('admin:sessions.revoked', { name }));
      } else {
        const { revoked } = await revokeAll.mutateAsync(revoking.session.user.id);
        toastSuccess(t('admin:sessions.revokedAll', { name, count: revoked }));
      }
    } catch (error) {
      toastApiError(t, error);
      throw error;
    }
  };

  const name = revoking?.session.user.name ?? '';
  return (
    <>
      <DataTable
        tableId="admin-sessions"
        label={t('admin:sessions.title')}
        columns={columns}
        query={sessions}
        listParams={list}
        getRowId={sessionId}
        rowActions={canRevoke ? rowActions : undefined}
        searchPlaceholder={t('admin:sessions.search')}
        emptyMessage={t('admin:sessions.empty')}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={
          revoking?.kind === 'all'
            ? t('admin:sessions.revokeAllTitle', { name })
            : t('admin:sessions.revokeTitle', { name })
        }
        description={
          revoking?.session.current
            ? t('admin:sessions.revokeOwnDescription')
            : t('admin:sessions.revokeDescription')
        }
        confirmLabel={revoking?.kind === 'all' ? t('admin:sessions.revokeAll') : t('admin:sessions.revoke')}
        danger
        onConfirm={confirmRevoke}
      />
    </>
  );
};
