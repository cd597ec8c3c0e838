import { CONTRACT_STATUSES, hasPermission, MAX_PAGE_SIZE } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTeamRefs } from '@/features/users/api/get-assignment-options';
import { usersQueryOptions } from '@/features/users/api/get-users';
import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import type { ListParamsState } from '@/lib/list-params';
import { useAuth } from '@/lib/session/auth-provider';
import { DateFilter } from '@/ui/data-table/filter-inputs';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { ListFilter } from '@/ui/data-table/list-filter';
import type { ContractFilter } from './contract-list-filters';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The contracts list's filters, as the sales list's: the agent filter for those who see others' contracts and
 * may read users, the team filter beyond one team; the insurer (provider type) and then its products; the
 * effective date range; the renewal month (the effective date's anniversary).
 */
export const ContractFilters = ({ list }: { list: ListParamsState<ContractFilter> }) => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const scope = user?.role?.dataScope ?? 'own';
  const { filters } = list.params;
  const showAgents = scope !== 'own' && hasPermission(user, 'UserModule:users:read');
  const showTeams = (scope === 'company' || scope === 'all') && hasPermission(user, 'TeamModule:teams:read');
  const agents = useQuery({
    ...usersQueryOptions({
      pageSize: MAX_PAGE_SIZE,
      sort: 'lastName',
      order: 'asc',
      teamId: scope === 'team' ? user?.team?.id : filters.teamId,
    }),
    enabled: showAgents,
  });
  const teams = useTeamRefs(showTeams);
  const providers = useProviders();
  const providerList = providers.data ?? [];
  const providerType =
    filters.providerType ?? (providerList.length === 1 ? providerList[0]?.code : undefined);
  const gammes = useProviderGammes(providerType);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });

  return (
    <>
      <ListFilter
        list={list}
        name="status"
        label={t('contracts:filters.status')}
        allLabel={t('contracts:filters.allStatuses')}
        options={CONTRACT_STATUSES.map((status) => ({
          value: status,
          label: t(`contracts:status.${status}`),
        }))}
      />
      {providerList.length > 1 && (
        <FilterSelect
          label={t('contracts:filters.insurer')}
          allLabel={t('contracts:filters.allInsurers')}
          value={filters.providerType}
          onChange={(value) => {
            // A product belongs to one insurer: changing it drops the product.
            list.setFilter('gammeCode', undefined);
            list.setFilter('providerType', value);
          }}
          options={providerOptions(providerList)}
        />
      )}
      {providerType && (
        <ListFilter
          list={list}
          name="gammeCode"
          label={t('contracts:filters.product')}
          allLabel={t('contracts:filters.allProducts')}
          options={gammes.gammes.map((gamme) => ({ value: gamme.code, label: gamme.name }))}
        />
      )}
      {showAgents && (
        <ListFilter
          list={list}
          name="agentId"
          label={t('contracts:filters.agent')}
          allLabel={t('contracts:filters.allAgents')}
          options={(agents.data?.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
        />
      )}
      {showTeams && (
        <ListFilter
          list={list}
          name="teamId"
          label={t('contracts:filters.team')}
          allLabel={t('contracts:filters.allTeams')}
          options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
        />
      )}
      <DateFilter
        label={t('contracts:filters.effectiveFrom')}
        value={filters.effectiveFrom}
        onChange={(value) => list.setFilter('effectiveFrom', value)}
      />
      <DateFilter
        label={t('contracts:filters.effectiveTo')}
        value={filters.effectiveTo}
        onChange={(value) => list.setFilter('effectiveTo', value)}
      />
      <ListFilter
        list={list}
        name="renewalMonth"
        label={t('contracts:filters.renewalMonth')}
        allLabel={t('contracts:filters.allMonths')}
        options={MONTHS.map((month) => ({
          value: String(month),
          label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))),
        }))}
      />
    </>
  );
};
