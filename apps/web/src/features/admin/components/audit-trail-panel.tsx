import { AUDIT_ACTIONS, type AuditEntry } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditEntities, useAuditTrail } from '@/features/admin/api/audit-trail';
import { actorLabel } from '@/lib/audit-log/actor-label';
import { formatDateTime } from '@/lib/date-format';
import { type ListQueryParams, useListParams } from '@/lib/list-params';
import { Badge } from '@/ui/badge';
import { DataTable } from '@/ui/data-table/data-table';
import { DateFilter } from '@/ui/data-table/filter-inputs';
import { ListFilter } from '@/ui/data-table/list-filter';
import { ACTION_TONES, AuditDiffSheet } from './audit-diff-sheet';

const AUDIT_FILTERS = ['entity', 'action', 'from', 'to'] as const;
const entryId = (entry: AuditEntry) => entry.id;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The URL keeps days (`from=2026-11-01`); the API takes instants: a day runs from its first to its last
 * millisecond in UTC, the time the server stores.
 */
export const auditQueryOf = (query: ListQueryParams): ListQueryParams => {
  const { from, to, ...rest } = query;
  return {
    ...rest,
    from: typeof from === 'string' && DAY.test(from) ? `${from}T00:00:00.000Z` : undefined,
    to: typeof to === 'string' && DAY.test(to) ? `${to}T23:59:59.999Z` : undefined,
  };
};

/** Audit trail: every recorded change, filtered by record kind, action, dates, and who (the search box). */
export const AuditTrailPanel = () => {
  const { t, i18n } = useTranslation();
  const list = useListParams({ filters: AUDIT_FILTERS, defaultSort: 'at', defaultOrder: 'desc' });
  const trail = useAuditTrail(auditQueryOf(list.query));
  const entities = useAuditEntities();
  const [opened, setOpened] = useState<AuditEntry | null>(null);

  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        header: t('admin:audit.columns.at'),
        meta: { sortKey: 'at', hideable: false, className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <button
            type="button"
            className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
            onClick={() => setOpened(row.original)}
          >
            {formatDateTime(row.original.at, i18n.language)}
          </button>
        ),
      },
      {
        id: 'actor',
        header: t('admin:audit.columns.actor'),
        cell: ({ row }) => <bdi>{actorLabel(row.original, t)}</bdi>,
      },
      {
        id: 'action',
        header: t('admin:audit.columns.action'),
        meta: { sortKey: 'action' },
        cell: ({ row }) => (
          <Badge tone={ACTION_TONES[row.original.action]}>{t(`audit:actions.${row.original.action}`)}</Badge>
        ),
      },
      {
        id: 'entity',
        header: t('admin:audit.columns.entity'),
        meta: { sortKey: 'entity' },
        cell: ({ row }) => row.original.entity,
      },
      {
        id: 'entityId',
        header: t('admin:audit.columns.entityId'),
        cell: ({ row }) => (
          <span dir="ltr" className="font-mono text-xs">
            {row.original.entityId.slice(0, 8)}
          </span>
        ),
      },
      {
        id: 'fields',
        header: t('admin:audit.columns.fields'),
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-xs text-xs text-slate-600 dark:text-slate-400">
            {Object.keys(row.original.changes).join(', ')}
          </span>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <DataTable
        tableId="admin-audit"
        label={t('admin:audit.title')}
        columns={columns}
        query={trail}
        listParams={list}
        getRowId={entryId}
        onRowClick={setOpened}
        searchPlaceholder={t('admin:audit.search')}
        emptyMessage={t('admin:audit.empty')}
        toolbar={
          <>
            <ListFilter
              list={list}
              name="entity"
              label={t('admin:audit.columns.entity')}
              allLabel={t('admin:audit.allEntities')}
              options={(entities.data ?? []).map((entity) => ({ value: entity, label: entity }))}
            />
            <ListFilter
              list={list}
              name="action"
              label={t('admin:audit.columns.action')}
              allLabel={t('admin:audit.allActions')}
              options={AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: t(`audit:actions.${action}`),
              }))}
            />
            <DateFilter
              label={t('admin:audit.from')}
              value={list.params.filters.from}
              onChange={(value) => list.setFilter('from', value)}
            />
            <DateFilter
              label={t('admin:audit.to')}
              value={list.params.filters.to}
              onChange={(value) => list.setFilter('to', value)}
            />
          </>
        }
      />
      <AuditDiffSheet entry={opened} onClose={() => setOpened(null)} />
    </>
  );
};
