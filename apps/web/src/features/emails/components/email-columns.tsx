import type { EmailRecord } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailStatusBadge } from '@/features/emails/components/email-status-badge';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;

/** The emails table's columns. */
export const useEmailColumns = (): ColumnDef<EmailRecord>[] => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  return useMemo<ColumnDef<EmailRecord>[]>(
    () => [
      {
        id: 'recipient',
        header: t('emails:fields.recipient'),
        meta: { sortKey: 'recipient', hideable: false },
        cell: ({ row }) => (
          <span dir="ltr" className="font-medium break-all text-slate-900 dark:text-slate-100">
            {row.original.recipient}
          </span>
        ),
      },
      {
        id: 'subject',
        header: t('emails:fields.subject'),
        cell: ({ row }) => <bdi className="block min-w-48">{row.original.subject}</bdi>,
      },
      {
        id: 'template',
        header: t('emails:fields.template'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => t(`emails:template.${row.original.template}`),
      },
      {
        id: 'sale',
        header: t('emails:fields.sale'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.sale ? (
            <Link
              to={localizePath(`/ventes/${row.original.sale.id}`, locale)}
              dir="ltr"
              className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
            >
              {row.original.sale.number}
            </Link>
          ) : (
            <Empty />
          ),
      },
      {
        id: 'status',
        header: t('emails:fields.status'),
        meta: { sortKey: 'status' },
        cell: ({ row }) => <EmailStatusBadge status={row.original.status} />,
      },
      {
        id: 'attempts',
        header: t('emails:fields.attempts'),
        meta: { className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.attempts,
      },
      {
        id: 'lastError',
        header: t('emails:fields.lastError'),
        cell: ({ row }) =>
          row.original.lastError ? (
            <span
              dir="ltr"
              className="block max-w-64 truncate text-red-700 dark:text-red-300"
              title={row.original.lastError}
            >
              {row.original.lastError}
            </span>
          ) : (
            <Empty />
          ),
      },
      {
        id: 'createdAt',
        header: t('emails:fields.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => dateTime.format(new Date(row.original.createdAt)),
      },
      {
        id: 'sentAt',
        header: t('emails:fields.sentAt'),
        meta: { sortKey: 'sentAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => (row.original.sentAt ? dateTime.format(new Date(row.original.sentAt)) : <Empty />),
      },
    ],
    [t, dateTime, locale],
  );
};
