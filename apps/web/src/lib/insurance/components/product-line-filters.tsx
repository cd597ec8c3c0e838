import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import type { ListParamsState } from '@/lib/list-params';
import { FilterSelect } from '@/ui/data-table/filter-select';

export interface ProductLineFilterLabels {
  provider: string;
  allProviders: string;
  gamme: string;
  allGammes: string;
}

/**
 * A list's insurer then product-line filters (`providerType`, `gammeCode` in the URL). With one provider type
 * its filter is left out, the product lines are that provider's and a chosen line brings its provider into the URL
 * (a code names a line within one provider); changing the provider drops the line. `dependents`: the list's filters
 * that mean something for one line only (a question of its questionnaire), dropped when the line changes.
 */
export const ProductLineFilters = <Dependent extends string = never>({
  list,
  labels,
  dependents = [],
}: {
  list: Pick<ListParamsState<'providerType' | 'gammeCode' | Dependent>, 'params' | 'setFilters'>;
  labels: ProductLineFilterLabels;
  dependents?: readonly Dependent[];
}) => {
  const providers = useProviders();
  const providerList = providers.data ?? [];
  const chosen = list.params.filters.providerType;
  const providerType = chosen ?? (providerList.length === 1 ? providerList[0]?.code : undefined);
  const gammes = useProviderGammes(providerType);
  type Filters = Partial<Record<'providerType' | 'gammeCode' | Dependent, string | undefined>>;
  // A line's dependents go with it, in the same URL change.
  const setLine = (line: { providerType?: string | undefined; gammeCode: string | undefined }) => {
    const dropped = Object.fromEntries(dependents.map((dependent) => [dependent, undefined])) as Filters;
    list.setFilters({ ...dropped, ...line });
  };
  return (
    <>
      {providerList.length > 1 && (
        <FilterSelect
          label={labels.provider}
          allLabel={labels.allProviders}
          value={chosen}
          onChange={(value) => setLine({ providerType: value, gammeCode: undefined })}
          options={providerOptions(providerList)}
        />
      )}
      {providerType && (
        <FilterSelect
          label={labels.gamme}
          allLabel={labels.allGammes}
          value={list.params.filters.gammeCode}
          onChange={(value) =>
            // With one provider its filter is not shown: the line's provider is written with it, and goes with it.
            setLine(
              providerList.length === 1
                ? { providerType: value ? providerType : undefined, gammeCode: value }
                : { gammeCode: value },
            )
          }
          options={gammes.gammes.map((gamme) => ({ value: gamme.code, label: gamme.name }))}
        />
      )}
    </>
  );
};
