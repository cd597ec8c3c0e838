import type { Contract } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatEuros, personName } from '@/lib/date-format';
import { providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';
import { ContractStatusBadge } from './contract-status-badge';

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;

/** The contracts table's columns: number, customer, insurer, product, agent, effective date, premium, status. */
export const useContractColumns = (): ColumnDef<Contract>[] => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const providers = useProviders();
  const language = i18n.language;
  const providerList = providers.data;
  return useMemo<ColumnDef<Contract>[]>(
    () => [
      {
        id: 'number',
        header: t('contracts:columns.number'),
        meta: { sortKey: 'number', hideable: false, className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Link
            to={localizePath(`/contrats/${row.original.id}`, locale)}
            dir="ltr"
            className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {row.original.number}
          </Link>
        ),
      },
      {
        id: 'customer',
        header: t('contracts:columns.customer'),
        cell: ({ row }) => <bdi>{personName(row.original.customer) ?? <Empty />}</bdi>,
      },
      {
        id: 'insurer',
        header: t('contracts:columns.insurer'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => providerName(providerList, row.original.providerType),
      },
      {
        id: 'product',
        header: t('contracts:columns.product'),
        cell: ({ row }) => row.original.productName,
      },
      {
        id: 'agent',
        header: t('contracts:columns.agent'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <bdi>{personName(row.original.agent) ?? <Empty />}</bdi>,
      },
      {
        id: 'effectiveDate',
        header: t('contracts:columns.effectiveDate'),
        meta: { sortKey: 'effectiveDate', className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <time dateTime={row.original.effectiveDate}>{formatDay(row.original.effectiveDate, language)}</time>
        ),
      },
      {
        id: 'premium',
        header: t('contracts:columns.premium'),
        meta: { sortKey: 'monthlyPremium', className: 'whitespace-nowrap text-end tabular-nums' },
        cell: ({ row }) => formatEuros(row.original.monthlyPremiumCents, language),
      },
      {
        id: 'status',
        header: t('contracts:columns.status'),
        meta: { sortKey: 'status' },
        cell: ({ row }) => <ContractStatusBadge status={row.original.status} />,
      },
    ],
    [t, locale, language, providerList],
  );
};
