import { formatPhone, type SaleListItem } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatPremium } from '@/features/ventes/components/sale-format';
import { SaleStatusBadge } from '@/features/ventes/components/sale-status-badge';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;

export type GammeName = (providerType: string | null, code: string | null) => string | null;

/** The sales table's columns; `gammeName` names a product line from the gamme cache. */
export const useSaleColumns = (gammeName: GammeName): ColumnDef<SaleListItem>[] => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const language = i18n.language;
  return useMemo<ColumnDef<SaleListItem>[]>(
    () => [
      {
        id: 'number',
        header: t('entities/ventes:columns.number'),
        meta: { sortKey: 'number', hideable: false, className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Link
            to={localizePath(`/ventes/${row.original.id}`, locale)}
            dir="ltr"
            className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {row.original.number}
          </Link>
        ),
      },
      {
        id: 'customer',
        header: t('entities/ventes:columns.customer'),
        cell: ({ row }) => {
          const customer = row.original.customer;
          if (!customer) return <Empty />;
          return (
            <span className="flex min-w-40 flex-col">
              <bdi className="font-medium text-slate-900 dark:text-slate-100">
                {customer.firstName} {customer.lastName}
              </bdi>
              {customer.phone && (
                <span dir="ltr" className="text-xs text-slate-500 rtl:text-end dark:text-slate-400">
                  {formatPhone(customer.phone)}
                </span>
              )}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: t('entities/ventes:columns.status'),
        meta: { sortKey: 'status' },
        cell: ({ row }) => <SaleStatusBadge status={row.original.status} />,
      },
      {
        id: 'gamme',
        header: t('entities/ventes:columns.gamme'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => gammeName(row.original.providerType, row.original.gammeCode) ?? <Empty />,
      },
      {
        id: 'premium',
        header: t('entities/ventes:columns.premium'),
        meta: { sortKey: 'monthlyPremium', className: 'whitespace-nowrap text-end tabular-nums' },
        cell: ({ row }) =>
          row.original.monthlyPremiumCents === null ? (
            <Empty />
          ) : (
            formatPremium(row.original.monthlyPremiumCents, language)
          ),
      },
      {
        id: 'seller',
        header: t('entities/ventes:columns.seller'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.seller ? (
            `${row.original.seller.firstName} ${row.original.seller.lastName}`
          ) : (
            <Empty />
          ),
      },
      {
        id: 'team',
        header: t('entities/ventes:columns.team'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => row.original.team?.name ?? <Empty />,
      },
      {
        id: 'createdAt',
        header: t('entities/ventes:columns.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDate(row.original.createdAt, language),
      },
    ],
    [t, language, locale, gammeName],
  );
};
