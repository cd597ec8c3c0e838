import type { ResponseQuestion } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useMemberFilters } from '@/features/users/api/member-filter-options';
import { ProductLineFilters } from '@/lib/insurance/components/product-line-filters';
import type { ListParamsState } from '@/lib/list-params';
import { DateFilter } from '@/ui/data-table/filter-inputs';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { TypeAheadFilter } from '@/ui/data-table/type-ahead-filter';
import { AnswerFilter } from './answer-filter';
import type { ResponseFilter } from './response-list-filters';

/**
 * The responses' filters, all in the URL: the insurer and its gamme (which choose the columns), a question and
 * the answer looked for (in that question, or in any), the creation dates, and the agent (a type-ahead, as on the
 * sales list) for those who see others' sales and may read users.
 */
export const ResponseFilters = ({
  list,
  questions,
}: {
  list: ListParamsState<ResponseFilter>;
  questions: readonly ResponseQuestion[];
}) => {
  const { t } = useTranslation();
  const { filters } = list.params;
  const who = useMemberFilters(filters.agentId, undefined, { withTeams: false });
  const chosen = questions.find((question) => question.id === filters.questionId);

  return (
    <>
      <ProductLineFilters
        list={list}
        // A question is one line's; an answer picked for it goes with it (a typed one, for any question, stays).
        dependents={filters.questionId ? ['questionId', 'answer'] : ['questionId']}
        labels={{
          provider: t('responses:filters.insurer'),
          allProviders: t('responses:filters.allInsurers'),
          gamme: t('responses:filters.gamme'),
          allGammes: t('responses:filters.allGammes'),
        }}
      />
      <FilterSelect
        label={t('responses:filters.question')}
        allLabel={t('responses:filters.anyQuestion')}
        value={filters.questionId}
        // An answer typed or picked for another question means nothing for this one.
        onChange={(value) => list.setFilters({ questionId: value, answer: undefined })}
        options={questions.map((question) => ({ value: question.id, label: question.label }))}
      />
      {chosen && chosen.options.length > 0 ? (
        // A choice question's answers are its option values: pick one by its label.
        <FilterSelect
          label={t('responses:filters.answer')}
          allLabel={t('responses:filters.anyAnswer')}
          value={filters.answer}
          onChange={(value) => list.setFilter('answer', value)}
          options={chosen.options.map((option) => ({ value: option.value, label: option.label }))}
        />
      ) : (
        <AnswerFilter
          label={t('responses:filters.answer')}
          value={filters.answer}
          onChange={(value) => list.setFilter('answer', value)}
        />
      )}
      <DateFilter
        label={t('responses:filters.from')}
        value={filters.from}
        onChange={(value) => list.setFilter('from', value)}
      />
      <DateFilter
        label={t('responses:filters.to')}
        value={filters.to}
        onChange={(value) => list.setFilter('to', value)}
      />
      {who.member && (
        <TypeAheadFilter
          label={t('responses:filters.agent')}
          allLabel={t('responses:filters.allAgents')}
          value={filters.agentId}
          onChange={(value) => list.setFilter('agentId', value)}
          {...who.member}
        />
      )}
    </>
  );
};
