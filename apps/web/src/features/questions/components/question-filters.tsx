import { QUESTION_TYPES } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '@/features/questions/api/get-categories';
import { providerName, providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import type { ListParamsState } from '@/lib/list-params';
import { FilterSelect } from '@/ui/data-table/filter-select';

export const QUESTION_FILTERS = ['categoryId', 'providerType', 'gamme', 'type', 'active'] as const;
type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** The questions list's filters: category, provider type and one of its gammes, type, activity. */
export const QuestionFilters = ({ list }: { list: ListParamsState<QuestionFilter> }) => {
  const { t } = useTranslation();
  const categories = useCategoryOptions();
  const providers = useProviders();
  const { filters } = list.params;
  const lines = useProviderGammes(filters.providerType ?? null);

  // A gamme belongs to its provider type, so changing the type clears it.
  const setProviderType = (value: string | undefined) =>
    list.setFilters({ providerType: value, gamme: undefined });

  return (
    <>
      <FilterSelect
        label={t('questions:fields.category')}
        allLabel={t('questions:filters.allCategories')}
        value={filters.categoryId}
        onChange={(value) => list.setFilter('categoryId', value)}
        options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
      />
      <FilterSelect
        label={t('questions:filters.provider')}
        allLabel={t('questions:filters.allProviders')}
        value={filters.providerType}
        onChange={setProviderType}
        options={providerOptions(providers.data)}
      />
      {filters.providerType && (
        <FilterSelect
          label={t('questions:filters.gamme')}
          allLabel={t('questions:filters.allGammes', {
            provider: providerName(providers.data, filters.providerType),
          })}
          value={filters.gamme}
          onChange={(value) => list.setFilter('gamme', value)}
          options={lines.gammes.map((line) => ({
            value: line.code,
            label: t('questions:gammes.option', { name: line.name, code: line.code }),
          }))}
        />
      )}
      <FilterSelect
        label={t('questions:fields.type')}
        allLabel={t('questions:filters.allTypes')}
        value={filters.type}
        onChange={(value) => list.setFilter('type', value)}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`questions:types.${type}`) }))}
      />
      <FilterSelect
        label={t('questions:fields.active')}
        allLabel={t('questions:filters.anyActivity')}
        value={filters.active}
        onChange={(value) => list.setFilter('active', value)}
        options={[
          { value: 'true', label: t('questions:list.active') },
          { value: 'false', label: t('questions:list.inactive') },
        ]}
      />
    </>
  );
};
