import { hasPermission, MAX_PAGE_SIZE, type ResponseQuestion } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usersQueryOptions } from '@/features/users/api/get-users';
import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import type { ListParamsState } from '@/lib/list-params';
import { useAuth } from '@/lib/session/auth-provider';
import { DateFilter } from '@/ui/data-table/filter-inputs';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { ListFilter } from '@/ui/data-table/list-filter';
import { AnswerFilter } from './answer-filter';
import type { ResponseFilter } from './response-list-filters';

/**
 * The responses' filters, all in the URL: the insurer and its gamme (which choose the columns), a question and
 * the answer looked for (in that question, or in any), the creation dates, and the agent for those who see
 * others' sales and may read users.
 */
export const ResponseFilters = ({
  list,
  questions,
}: {
  list: ListParamsState<ResponseFilter>;
  questions: readonly ResponseQuestion[];
}) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const scope = user?.role?.dataScope ?? 'own';
  const { filters } = list.params;
  const showAgents = scope !== 'own' && hasPermission(user, 'UserModule:users:read');
  const agents = useQuery({
    ...usersQueryOptions({
      pageSize: MAX_PAGE_SIZE,
      sort: 'lastName',
      order: 'asc',
      teamId: scope === 'team' ? user?.team?.id : undefined,
    }),
    enabled: showAgents,
  });
  const providers = useProviders();
  const providerList = providers.data ?? [];
  const providerType =
    filters.providerType ?? (providerList.length === 1 ? providerList[0]?.code : undefined);
  const gammes = useProviderGammes(providerType);
  const chosen = questions.find((question) => question.id === filters.questionId);

  return (
    <>
      {providerList.length > 1 && (
        <FilterSelect
          label={t('responses:filters.insurer')}
          allLabel={t('responses:filters.allInsurers')}
          value={filters.providerType}
          onChange={(value) => {
            // A gamme belongs to one insurer: changing it drops the gamme (and its question).
            list.setFilter('gammeCode', undefined);
            list.setFilter('questionId', undefined);
            list.setFilter('providerType', value);
          }}
          options={providerOptions(providerList)}
        />
      )}
      {providerType && (
        <FilterSelect
          label={t('responses:filters.gamme')}
          allLabel={t('responses:filters.allGammes')}
          value={filters.gammeCode}
          onChange={(value) => {
            list.setFilter('questionId', undefined);
            list.setFilter('providerType', value ? providerType : undefined);
            list.setFilter('gammeCode', value);
          }}
          options={gammes.gammes.map((gamme) => ({ value: gamme.code, label: gamme.name }))}
        />
      )}
      <FilterSelect
        label={t('responses:filters.question')}
        allLabel={t('responses:filters.anyQuestion')}
        value={filters.questionId}
        onChange={(value) => {
          // An answer typed or picked for another question means nothing for this one.
          list.setFilter('answer', undefined);
          list.setFilter('questionId', value);
        }}
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
      {showAgents && (
        <ListFilter
          list={list}
          name="agentId"
          label={t('responses:filters.agent')}
          allLabel={t('responses:filters.allAgents')}
          options={(agents.data?.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
        />
      )}
    </>
  );
};
