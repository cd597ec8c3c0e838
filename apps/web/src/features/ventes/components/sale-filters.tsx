import { useTranslation } from 'react-i18next';
import { useMemberFilters } from '@/features/users/api/member-filter-options';
import { centsToEuros, eurosToCents } from '@/features/ventes/components/sale-format';
import type { SaleFilter } from '@/features/ventes/components/sale-list-filters';
import { ProductLineFilters } from '@/lib/insurance/components/product-line-filters';
import type { ListParamsState } from '@/lib/list-params';
import { AmountFilter, DateFilter } from '@/ui/data-table/filter-inputs';
import { ListFilter } from '@/ui/data-table/list-filter';
import { TypeAheadFilter } from '@/ui/data-table/type-ahead-filter';

const toCents = (text: string) => {
  const cents = eurosToCents(text);
  return cents === undefined ? undefined : String(cents);
};

/**
 * The sales list's filters (the status is the tabs'): who (seller, team, as far as the caller sees), the insurer
 * and product line, the creation days and the premium range.
 */
export const SaleFilters = ({ list }: { list: ListParamsState<SaleFilter> }) => {
  const { t } = useTranslation();
  const { filters } = list.params;
  const who = useMemberFilters(filters.sellerId, filters.teamId);

  return (
    <>
      {who.member && (
        <TypeAheadFilter
          label={t('entities/ventes:filters.seller')}
          allLabel={t('entities/ventes:filters.allSellers')}
          value={filters.sellerId}
          onChange={(value) => list.setFilter('sellerId', value)}
          {...who.member}
        />
      )}
      {who.teams && (
        <ListFilter
          list={list}
          name="teamId"
          label={t('entities/ventes:filters.team')}
          allLabel={t('entities/ventes:filters.allTeams')}
          options={who.teams}
        />
      )}
      <ProductLineFilters
        list={list}
        labels={{
          provider: t('entities/ventes:filters.providerType'),
          allProviders: t('entities/ventes:filters.allProviders'),
          gamme: t('entities/ventes:filters.gamme'),
          allGammes: t('entities/ventes:filters.allGammes'),
        }}
      />
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
