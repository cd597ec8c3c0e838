import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import type { ListParamsState } from '@/lib/list-params';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { ListFilter } from '@/ui/data-table/list-filter';

export interface ProductLineFilterLabels {
  provider: string;
  allProviders: string;
  gamme: string;
  allGammes: string;
}

/**
 * A list's insurer then product-line filters (`providerType`, `gammeCode` in the URL). With one provider type
 * its filter is left out and the product lines are that provider's; changing the provider drops the line, which
 * belongs to one provider only.
 */
export const ProductLineFilters = ({
  list,
  labels,
}: {
  list: Pick<ListParamsState<'providerType' | 'gammeCode'>, 'params' | 'setFilter'>;
  labels: ProductLineFilterLabels;
}) => {
  const providers = useProviders();
  const providerList = providers.data ?? [];
  const chosen = list.params.filters.providerType;
  const providerType = chosen ?? (providerList.length === 1 ? providerList[0]?.code : undefined);
  const gammes = useProviderGammes(providerType);
  return (
    <>
      {providerList.length > 1 && (
        <FilterSelect
          label={labels.provider}
          allLabel={labels.allProviders}
          value={chosen}
          onChange={(value) => {
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
          label={labels.gamme}
          allLabel={labels.allGammes}
          options={gammes.gammes.map((gamme) => ({ value: gamme.code, label: gamme.name }))}
        />
      )}
    </>
  );
};
