import { formatPhone, type OppositionEntry } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';

/** The do-not-call list's columns: number, source, reason, when and by whom. */
export const useOppositionColumns = (): ColumnDef<OppositionEntry>[] => {
  const { t, i18n } = useTranslation();
  return useMemo<ColumnDef<OppositionEntry>[]>(
    () => [
      {
        id: 'phoneNumber',
        header: t('calls:fields.phoneNumber'),
        meta: { sortKey: 'phoneNumber', hideable: false, className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <span dir="ltr" className="font-medium text-slate-900 dark:text-slate-100">
            {formatPhone(row.original.phoneNumber)}
          </span>
        ),
      },
      {
        id: 'source',
        header: t('calls:fields.source'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => t(`calls:source.${row.original.source}`),
      },
      {
        id: 'reason',
        header: t('calls:fields.reason'),
        cell: ({ row }) => <bdi className="block min-w-32">{row.original.reason ?? '—'}</bdi>,
      },
      {
        id: 'createdAt',
        header: t('calls:fields.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>
            {formatDateTime(row.original.createdAt, i18n.language)}
          </time>
        ),
      },
      {
        id: 'createdBy',
        header: t('calls:fields.createdBy'),
        cell: ({ row }) => row.original.createdBy?.name ?? '—',
      },
    ],
    [t, i18n.language],
  );
};
