import { hasPermission, MAX_PAGE_SIZE } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTeamRefs } from '@/features/users/api/get-assignment-options';
import { usersQueryOptions } from '@/features/users/api/get-users';
import { centsToEuros, eurosToCents } from '@/features/ventes/components/sale-format';
import type { SaleFilter } from '@/features/ventes/components/sale-list-filters';
import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import type { ListParamsState } from '@/lib/list-params';
import { useAuth } from '@/lib/session/auth-provider';
import { AmountFilter, DateFilter } from '@/ui/data-table/filter-inputs';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { ListFilter } from '@/ui/data-table/list-filter';

const toCents = (text: string) => {
  const cents = eurosToCents(text);
  return cents === undefined ? undefined : String(cents);
};

/**
 * The sales list's filters (the status is the tabs'). A seller filter only for those who see others' sales
 * and may read users; a team filter only beyond one team. With one provider type its filter is left out and
 * the product lines are that provider's.
 */
export const SaleFilters = ({ list }: { list: ListParamsState<SaleFilter> }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const scope = user?.role?.dataScope ?? 'own';
  const { filters } = list.params;

  const showSellers = scope !== 'own' && hasPermission(user, 'UserModule:users:read');
  const showTeams = (scope === 'company' || scope === 'all') && hasPermission(user, 'TeamModule:teams:read');
  const teamOfSellers = scope === 'team' ? user?.team?.id : filters.teamId;
  const sellers = useUsersForFilter(showSellers, teamOfSellers);
  const teams = useTeamRefs(showTeams);
  const providers = useProviders();
  const providerList = providers.data ?? [];
  const providerType =
    filters.providerType ?? (providerList.length === 1 ? providerList[0]?.code : undefined);
  const gammes = useProviderGammes(providerType);

  return (
    <>
      {showSellers && (
        <ListFilter
          list={list}
          name="sellerId"
          label={t('entities/ventes:filters.seller')}
          allLabel={t('entities/ventes:filters.allSellers')}
          options={(sellers.data?.data ?? []).map((seller) => ({ value: seller.id, label: seller.name }))}
        />
      )}
      {showTeams && (
        <ListFilter
          list={list}
          name="teamId"
          label={t('entities/ventes:filters.team')}
          allLabel={t('entities/ventes:filters.allTeams')}
          options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
        />
      )}
      {providerList.length > 1 && (
        <FilterSelect
          label={t('entities/ventes:filters.providerType')}
          allLabel={t('entities/ventes:filters.allProviders')}
          value={filters.providerType}
          onChange={(value) => {
            // A product line belongs to one provider type: changing it drops the line.
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
          label={t('entities/ventes:filters.gamme')}
          allLabel={t('entities/ventes:filters.allGammes')}
          options={gammes.gammes.map((gamme) => ({ value: gamme.code, label: gamme.name }))}
        />
      )}
      <DateFilter
        label={t('entities/ventes:filters.createdFrom')}
        value={filters.createdFrom}
        onChange={(value) => list.setFilter('createdFrom', value)}
      />
      <DateFilter
        label={t('entities/ventes:filters.createdTo')}
        value={filters.createdTo}
        onChange={(value) => list.setFilter('createdTo', value)}
      />
      <AmountFilter
        label={t('entities/ventes:filters.premiumMin')}
        value={centsToEuros(filters.premiumMinCents)}
        parse={toCents}
        onChange={(value) => list.setFilter('premiumMinCents', value)}
      />
      <AmountFilter
        label={t('entities/ventes:filters.premiumMax')}
        value={centsToEuros(filters.premiumMaxCents)}
        parse={toCents}
        onChange={(value) => list.setFilter('premiumMaxCents', value)}
      />
    </>
  );
};

/** The users a seller filter offers: the team's for a manager, else everyone (one page of the largest size). */
const useUsersForFilter = (enabled: boolean, teamId: string | undefined) =>
  useQuery({
    ...usersQueryOptions({ pageSize: MAX_PAGE_SIZE, sort: 'lastName', order: 'asc', teamId }),
    enabled,
  });
