import type { SignatureRequestSummary } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignatureStatusBadge } from '@/features/signatures/components/signature-status-badge';
import { formatDateTime } from '@/lib/date-format';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

/** The columns of /signatures: status, signer, sale (its page), and the request's dates. */
export const useSignatureColumns = (): ColumnDef<SignatureRequestSummary, unknown>[] => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<SignatureRequestSummary, unknown>[]>(() => {
    const moment = (iso: string | null) =>
      iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time> : null;
    return [
      {
        id: 'status',
        header: t('signatures:columns.status'),
        cell: ({ row }) => <SignatureStatusBadge status={row.original.status} />,
        meta: { hideable: false },
      },
      {
        id: 'signer',
        header: t('signatures:columns.signer'),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <bdi className="font-medium text-slate-900 dark:text-slate-100">{row.original.signerName}</bdi>
            <span dir="ltr" className="text-xs text-slate-500 dark:text-slate-400">
              {row.original.signerPhoneMasked}
            </span>
          </div>
        ),
        meta: { hideable: false },
      },
      {
        id: 'sale',
        header: t('signatures:columns.sale'),
        cell: ({ row }) => (
          <Link
            to={localizePath(`/ventes/${row.original.saleId}`, locale)}
            className="font-medium whitespace-nowrap text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {row.original.saleNumber}
          </Link>
        ),
      },
      {
        id: 'sentAt',
        header: t('signatures:columns.sentAt'),
        cell: ({ row }) => moment(row.original.sentAt),
        meta: { sortKey: 'sentAt', className: 'whitespace-nowrap' },
      },
      {
        id: 'opensAt',
        header: t('signatures:columns.opensAt'),
        cell: ({ row }) => moment(row.original.opensAt),
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'openedAt',
        header: t('signatures:columns.openedAt'),
        cell: ({ row }) => moment(row.original.openedAt),
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'signedAt',
        header: t('signatures:columns.signedAt'),
        cell: ({ row }) => moment(row.original.signedAt),
        meta: { className: 'whitespace-nowrap' },
      },
    ];
  }, [t, i18n.language, locale]);
};
