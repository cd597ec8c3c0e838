import {
  type AnswerOption,
  type ProviderGammesMap,
  QUESTION_TYPES,
  type QuestionCondition,
  type QuestionType,
} from '@brokerage/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '@/features/questions/api/get-categories';
import { gammesSummaryText } from '@/features/questions/components/gammes-summary';
import type { QuestionnaireQuestion } from '@/features/questions/questionnaire.rules';
import { useProviders } from '@/lib/insurance/api/get-providers';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How a question's recorded changes read in its history: types, categories and the question a condition waits
 * for by name, options as "label (value)", gammes by provider type, flags as words. Undefined keeps the default.
 */
export const useQuestionHistoryFormatter = (questions: readonly QuestionnaireQuestion[]) => {
  const { t } = useTranslation();
  const categories = useCategoryOptions();
  const providers = useProviders();
  return useCallback(
    (field: string, value: unknown): string | null | undefined => {
      if (value === null || value === undefined) return undefined;
      switch (field) {
        case 'type':
          return QUESTION_TYPES.includes(value as QuestionType)
            ? t(`questions:types.${value as QuestionType}`)
            : undefined;
        case 'categoryId':
          return categories.data?.find((category) => category.id === value)?.name;
        case 'required':
          return typeof value === 'boolean'
            ? t(value ? 'questions:list.required' : 'questions:list.optional')
            : undefined;
        case 'active':
          return typeof value === 'boolean'
            ? t(value ? 'questions:list.active' : 'questions:list.inactive')
            : undefined;
        case 'answerOptions':
          return Array.isArray(value)
            ? (value as AnswerOption[]).map((option) => `${option.label} (${option.value})`).join('; ') ||
                null
            : undefined;
        case 'condition': {
          if (!isRecord(value)) return undefined;
          const condition = value as unknown as QuestionCondition;
          const parent = questions.find((question) => question.id === condition.questionId);
          return t('questions:history.condition', {
            question: parent?.label ?? t('questions:questionnaire.unknownQuestion'),
            value: condition.equals,
          });
        }
        case 'providerGammes':
          return isRecord(value)
            ? gammesSummaryText(t, value as ProviderGammesMap, providers.data)
            : undefined;
        default:
          return undefined;
      }
    },
    [t, categories.data, providers.data, questions],
  );
};
