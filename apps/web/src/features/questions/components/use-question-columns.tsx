import type { Question } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { GitBranch } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GammesSummary } from '@/features/questions/components/gammes-summary';
import { QuestionOrderCell } from '@/features/questions/components/question-order-cell';
import { useProviders } from '@/lib/insurance/api/get-providers';
import { Badge } from '@/ui/badge';

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;

/** The questions table's columns; the order column offers moves only when the list can be reordered. */
export const useQuestionColumns = (canReorder: boolean): ColumnDef<Question>[] => {
  const { t } = useTranslation();
  const providers = useProviders();
  return useMemo<ColumnDef<Question>[]>(
    () => [
      {
        id: 'label',
        header: t('questions:fields.label'),
        meta: { sortKey: 'label', hideable: false },
        cell: ({ row }) => (
          <span className="flex min-w-56 max-w-md flex-col gap-0.5">
            <span dir="auto" className="font-medium text-slate-900 dark:text-slate-100">
              {row.original.label}
            </span>
            {row.original.condition && (
              <span className="flex items-center gap-1 text-xs text-blue-700 dark:text-blue-300">
                <GitBranch aria-hidden="true" className="size-3" />
                {t('questions:list.conditional')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'category',
        header: t('questions:fields.category'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => row.original.category?.name ?? <Empty />,
      },
      {
        id: 'type',
        header: t('questions:fields.type'),
        cell: ({ row }) => <Badge>{t(`questions:types.${row.original.type}`)}</Badge>,
      },
      {
        id: 'required',
        header: t('questions:fields.required'),
        cell: ({ row }) =>
          row.original.required ? (
            <Badge tone="info">{t('questions:list.required')}</Badge>
          ) : (
            <span className="text-slate-500 dark:text-slate-400">{t('questions:list.optional')}</span>
          ),
      },
      {
        id: 'active',
        header: t('questions:fields.active'),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="success">{t('questions:list.active')}</Badge>
          ) : (
            <Badge>{t('questions:list.inactive')}</Badge>
          ),
      },
      {
        id: 'providerGammes',
        header: t('questions:fields.providerGammes'),
        cell: ({ row }) => (
          <GammesSummary providerGammes={row.original.providerGammes} providers={providers.data} />
        ),
      },
      {
        id: 'order',
        header: t('questions:fields.order'),
        meta: { sortKey: 'order', className: 'text-end whitespace-nowrap' },
        cell: ({ row }) => <QuestionOrderCell question={row.original} canReorder={canReorder} />,
      },
    ],
    [t, providers.data, canReorder],
  );
};
