import { type ApiKey, type ApiKeyStatus, apiKeyStatusSchema, hasPermission } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKeys, useRevokeApiKey } from '@/features/api-keys/api/api-key-queries';
import { CreateApiKeyDialog } from '@/features/api-keys/components/create-api-key-dialog';
import { usePermissionLabel } from '@/features/api-keys/components/permission-picker';
import { formatDateTime } from '@/lib/date-format';
import { useListParams } from '@/lib/list-params';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge, type BadgeTone } from '@/ui/badge';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { useConfirmDelete } from '@/ui/list-page/use-confirm-delete';

const FILTERS = ['status'] as const;

const STATUS_TONES: Record<ApiKeyStatus, BadgeTone> = {
  active: 'success',
  expired: 'warning',
  revoked: 'danger',
};

/** /api-keys: keys for scripts, each no wider than its creator; created, shown once, revoked (ApiKeysModule). */
export const ApiKeysPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const canCreate = hasPermission(user, 'ApiKeysModule:api-keys:create');
  const canRevoke = hasPermission(user, 'ApiKeysModule:api-keys:delete');
  const [creating, setCreating] = useState(false);
  const list = useListParams({ filters: FILTERS });
  const keys = useApiKeys(list.query);
  const revoke = useRevokeApiKey();
  const { confirmDelete, deleteDialog } = useConfirmDelete();
  const labelOf = usePermissionLabel();

  const columns = useMemo<ColumnDef<ApiKey>[]>(() => {
    const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('api-keys:never'));
    return [
      {
        id: 'name',
        header: t('api-keys:fields.name'),
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span className="font-medium text-slate-900 dark:text-slate-100">{row.original.name}</span>
        ),
      },
      {
        id: 'prefix',
        header: t('api-keys:fields.prefix'),
        cell: ({ row }) => (
          <code dir="ltr" className="text-xs text-slate-700 dark:text-slate-300">
            {row.original.prefix}…
          </code>
        ),
      },
      {
        id: 'status',
        header: t('api-keys:fields.status'),
        cell: ({ row }) => (
          <Badge tone={STATUS_TONES[row.original.status]}>
            {t(`api-keys:status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'permissions',
        header: t('api-keys:fields.permissions'),
        cell: ({ row }) => (
          <span className="text-xs text-slate-700 dark:text-slate-300">
            {row.original.permissions.map(labelOf).join(', ')}
          </span>
        ),
      },
      {
        id: 'createdBy',
        header: t('api-keys:fields.createdBy'),
        cell: ({ row }) => row.original.createdBy?.name ?? '',
      },
      {
        id: 'lastUsedAt',
        header: t('api-keys:fields.lastUsedAt'),
        meta: { sortKey: 'lastUsedAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => when(row.original.lastUsedAt),
      },
      {
        id: 'expiresAt',
        header: t('api-keys:fields.expiresAt'),
        meta: { sortKey: 'expiresAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => when(row.original.expiresAt),
      },
    ];
  }, [t, i18n.language, labelOf]);

  return (
    <RecordListPage
      prefix="api-keys:"
      onCreate={canCreate && (() => setCreating(true))}
      tableId="api-keys"
      columns={columns}
      query={keys}
      listParams={list}
      toolbar={
        <FilterSelect
          label={t('api-keys:fields.status')}
          allLabel={t('api-keys:filters.allStatuses')}
          value={list.params.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={apiKeyStatusSchema.options.map((status) => ({
            value: status,
            label: t(`api-keys:status.${status}`),
          }))}
        />
      }
      rowActions={(key) => [
        {
          label: t('api-keys:actions.revoke'),
          icon: <Ban className="size-4" />,
          danger: true,
          hidden: !canRevoke || key.status === 'revoked',
          onSelect: () =>
            confirmDelete({
              title: t('api-keys:revoke.title', { name: key.name }),
              description: t('api-keys:revoke.description'),
              confirmLabel: t('api-keys:actions.revoke'),
              run: () => revoke.mutateAsync(key.id),
              success: t('api-keys:toast.revoked', { name: key.name }),
            }),
        },
      ]}
    >
      {canCreate && <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />}
      {deleteDialog}
    </RecordListPage>
  );
};
