import { answerText, type ResponseQuestion, type ResponseRow } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/date-format';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

const Empty = () => <span className="text-slate-400 dark:text-slate-500">—</span>;

/**
 * The responses table's columns: the sale (number, date, agent, gamme), then one column per question headed by
 * its label, choices shown by their labels. The table is as wide as the questionnaire: it scrolls sideways.
 */
export const useResponseColumns = (questions: readonly ResponseQuestion[]): ColumnDef<ResponseRow>[] => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const language = i18n.language;
  return useMemo<ColumnDef<ResponseRow>[]>(
    () => [
      {
        id: 'number',
        header: t('responses:columns.sale'),
        meta: { sortKey: 'number', hideable: false, className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Link
            to={localizePath(`/ventes/${row.original.saleId}`, locale)}
            dir="ltr"
            className="font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            {row.original.saleNumber}
          </Link>
        ),
      },
      {
        id: 'createdAt',
        header: t('responses:columns.createdAt'),
        meta: { sortKey: 'createdAt', className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>{formatDateTime(row.original.createdAt, language)}</time>
        ),
      },
      {
        id: 'agent',
        header: t('responses:columns.agent'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (row.original.agent ? <bdi>{row.original.agent.name}</bdi> : <Empty />),
      },
      {
        id: 'gamme',
        header: t('responses:columns.gamme'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => row.original.gammeCode ?? <Empty />,
      },
      ...questions.map(
        (question): ColumnDef<ResponseRow> => ({
          id: `q:${question.id}`,
          header: question.label,
          meta: { className: 'min-w-40 max-w-72' },
          cell: ({ row }) => {
            const text = answerText(row.original.answers[question.id], question.options);
            return text ? <bdi>{text}</bdi> : <Empty />;
          },
        }),
      ),
    ],
    [t, locale, language, questions],
  );
};
