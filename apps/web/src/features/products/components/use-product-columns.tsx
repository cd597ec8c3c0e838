import type { Product } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { useGammeCatalogue } from '@/features/products/components/use-gamme-catalogue';
import { providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { Badge } from '@/ui/badge';

/**
 * The products table's columns. The gamme cells read the catalogue through a ref when they render: its lists
 * arrive one provider type at a time, and new column definitions on each arrival would remount every cell.
 */
export const useProductColumns = (
  catalogueRef: RefObject<ReturnType<typeof useGammeCatalogue>>,
): ColumnDef<Product>[] => {
  const { t } = useTranslation();
  const providers = useProviders();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogue ref is read when cells render.
  return useMemo<ColumnDef<Product>[]>(
    () => [
      {
        id: 'name',
        header: t('products:fields.name'),
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <bdi className="font-medium text-slate-900 dark:text-slate-100">{row.original.name}</bdi>
            {row.original.description && (
              <span className="line-clamp-1 max-w-xs text-xs text-slate-500 dark:text-slate-400">
                {/* Free text in the insurer's language: isolated so its punctuation stays put in Arabic. */}
                <bdi>{row.original.description}</bdi>
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'code',
        header: t('products:fields.code'),
        meta: { sortKey: 'code', className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <code dir="ltr" className="text-xs text-slate-700 dark:text-slate-300">
            {row.original.code}
          </code>
        ),
      },
      {
        id: 'providerType',
        header: t('products:fields.providerType'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Badge tone="info">{providerName(providers.data, row.original.providerType)}</Badge>
        ),
      },
      {
        id: 'gamme',
        header: t('products:fields.gamme'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>
              {catalogueRef.current.nameOf(row.original.providerType, row.original.gammeCode) ??
                row.original.gammeCode}
            </span>
            <code dir="ltr" className="text-xs text-slate-500 dark:text-slate-400">
              {row.original.gammeCode}
            </code>
          </span>
        ),
      },
      {
        id: 'level',
        header: t('products:fields.level'),
        meta: { sortKey: 'level', className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.level,
      },
      {
        id: 'tariffRows',
        header: t('products:fields.tariffRows'),
        meta: { className: 'text-end tabular-nums whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.tariffRows > 0 ? (
            row.original.tariffRows
          ) : (
            <Badge tone="warning">{t('products:noGrid')}</Badge>
          ),
      },
      {
        id: 'active',
        header: t('products:fields.active'),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="success">{t('products:status.active')}</Badge>
          ) : (
            <Badge>{t('products:status.inactive')}</Badge>
          ),
      },
    ],
    // The ref is read at render time on purpose (see above); only the texts and provider names rebuild the columns.
    [t, providers.data],
  );
};
