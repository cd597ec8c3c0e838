import { formatPhone, type UserRecord } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UserStatusBadge } from '@/features/users/components/user-status-badge';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;

/** The users table's columns. */
export const useUserColumns = (): ColumnDef<UserRecord>[] => {
  const { t, i18n } = useTranslation();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  return useMemo<ColumnDef<UserRecord>[]>(
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
};
