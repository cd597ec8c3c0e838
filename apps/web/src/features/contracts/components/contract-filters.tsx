import { CONTRACT_STATUSES } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useMemberFilters } from '@/features/users/api/member-filter-options';
import { ProductLineFilters } from '@/lib/insurance/components/product-line-filters';
import type { ListParamsState } from '@/lib/list-params';
import { DateFilter } from '@/ui/data-table/filter-inputs';
import { ListFilter } from '@/ui/data-table/list-filter';
import { TypeAheadFilter } from '@/ui/data-table/type-ahead-filter';
import type { ContractFilter } from './contract-list-filters';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The contracts list's filters, as the sales list's: the status; the insurer and then its products; the agent
 * and team as far as the caller sees; the effective date range; the renewal month (the effective date's
 * anniversary).
 */
export const ContractFilters = ({ list }: { list: ListParamsState<ContractFilter> }) => {
  const { t, i18n } = useTranslation();
  const { filters } = list.params;
  const who = useMemberFilters(filters.agentId, filters.teamId);
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
      <ProductLineFilters
        list={list}
        labels={{
          provider: t('contracts:filters.insurer'),
          allProviders: t('contracts:filters.allInsurers'),
          gamme: t('contracts:filters.product'),
          allGammes: t('contracts:filters.allProducts'),
        }}
      />
      {who.member && (
        <TypeAheadFilter
          label={t('contracts:filters.agent')}
          allLabel={t('contracts:filters.allAgents')}
          value={filters.agentId}
          onChange={(value) => list.setFilter('agentId', value)}
          {...who.member}
        />
      )}
      {who.teams && (
        <ListFilter
          list={list}
          name="teamId"
          label={t('contracts:filters.team')}
          allLabel={t('contracts:filters.allTeams')}
          options={who.teams}
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
