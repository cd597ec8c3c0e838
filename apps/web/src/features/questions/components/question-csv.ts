import type { ProviderType, Question, QuestionKind } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { getQuestions } from '@/features/questions/api/get-questions';
import { gammesSummaryText } from '@/features/questions/components/gammes-summary';
import { fetchAllPages } from '@/lib/csv';

import type { ListQueryParams } from '@/lib/list-params';

/** The questions list's CSV export: every page of the current filters, one column per question field. */
export const questionCsvExport = (
  t: TFunction,
  kind: QuestionKind,
  query: ListQueryParams,
  providers: readonly ProviderType[] | undefined,
) => ({
  fileName: kind === 'additional' ? 'additional-questions' : 'questions',
  fetchAll: () => fetchAllPages((page, pageSize) => getQuestions(kind, { ...query, page, pageSize })),
  columns: [
    { header: t('questions:fields.label'), value: (q: Question) => q.label },
    { header: t('questions:fields.helpText'), value: (q: Question) => q.helpText },
    { header: t('questions:fields.category'), value: (q: Question) => q.category?.name },
    { header: t('questions:fields.type'), value: (q: Question) => t(`questions:types.${q.type}`) },
    {
      header: t('questions:fields.answerOptions'),
      value: (q: Question) => q.answerOptions.map((option) => `${option.label} (${option.value})`).join('; '),
    },
    {
      header: t('questions:fields.required'),
      value: (q: Question) => (q.required ? t('questions:list.required') : t('questions:list.optional')),
    },
    {
      header: t('questions:fields.active'),
      value: (q: Question) => (q.active ? t('questions:list.active') : t('questions:list.inactive')),
    },
    {
      header: t('questions:fields.providerGammes'),
      value: (q: Question) => gammesSummaryText(t, q.providerGammes, providers),
    },
    { header: t('questions:fields.order'), value: (q: Question) => q.order },
  ],
});
