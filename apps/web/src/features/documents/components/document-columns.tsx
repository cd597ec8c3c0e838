import type { DocumentRecord } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentOpenLink } from '@/features/documents/components/document-open-link';
import { formatDateTime, formatFileSize } from '@/lib/date-format';
import { localizePath } from '@/lib/locale';
import { Badge } from '@/ui/badge';
import { useLocale } from '@/ui/use-locale';

/** The columns of /documents: kind, sale (its page), customer, version, size, created, sealed, open. */
export const useDocumentColumns = (): ColumnDef<DocumentRecord, unknown>[] => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<DocumentRecord, unknown>[]>(
    () => [
      {
        id: 'kind',
        header: t('documents:columns.kind'),
        cell: ({ row }) => t(`documents:kinds.${row.original.kind}`),
        meta: { hideable: false },
      },
      {
        id: 'sale',
        header: t('documents:columns.sale'),
        cell: ({ row }) => (
          <Link
            to={localizePath(`/ventes/${row.original.sale.id}`, locale)}
            className="font-medium whitespace-nowrap text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {row.original.sale.number}
          </Link>
        ),
      },
      {
        id: 'customer',
        header: t('documents:columns.customer'),
        cell: ({ row }) => {
          const customer = row.original.customer;
          return customer ? <bdi>{`${customer.firstName} ${customer.lastName}`}</bdi> : null;
        },
      },
      {
        id: 'version',
        header: t('documents:columns.version'),
        cell: ({ row }) => new Intl.NumberFormat(i18n.language).format(row.original.version),
        meta: { className: 'text-end' },
      },
      {
        id: 'size',
        header: t('documents:columns.size'),
        cell: ({ row }) => formatFileSize(row.original.size, i18n.language),
        meta: { className: 'text-end whitespace-nowrap' },
      },
      {
        id: 'createdAt',
        header: t('documents:columns.createdAt'),
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>
            {formatDateTime(row.original.createdAt, i18n.language)}
          </time>
        ),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
      },
      {
        id: 'sealed',
        header: t('documents:columns.sealed'),
        cell: ({ row }) =>
          row.original.sealed ? <Badge tone="success">{t('documents:sealed')}</Badge> : null,
      },
      {
        id: 'open',
        header: () => <span className="sr-only">{t('documents:columns.open')}</span>,
        cell: ({ row }) => (
          <DocumentOpenLink
            href={row.original.url}
            label={t('documents:actions.openOf', {
              name: t(`documents:kinds.${row.original.kind}`),
              number: row.original.sale.number,
            })}
          />
        ),
        meta: { hideable: false, label: t('documents:columns.open') },
      },
    ],
    [t, i18n.language, locale],
  );
};
