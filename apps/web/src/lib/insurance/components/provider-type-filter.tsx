import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { ListFilter, type ListFilterProps } from '@/ui/data-table/list-filter';

/** A list's provider-type filter (`providerType=<code>` in the URL), offering every known provider type. */
export const ProviderTypeFilter = (props: Omit<ListFilterProps<'providerType'>, 'name' | 'options'>) => {
  const providers = useProviders();
  return <ListFilter {...props} name="providerType" options={providerOptions(providers.data)} />;
};
