import type { ListParamsState } from '@/lib/list-params';
import { FilterSelect, type FilterSelectProps } from '@/ui/data-table/filter-select';

export interface ListFilterProps<F extends string> extends Omit<FilterSelectProps, 'value' | 'onChange'> {
  /** The list whose URL state holds the filter. */
  list: Pick<ListParamsState<F>, 'params' | 'setFilter'>;
  name: F;
}

/** A toolbar filter bound to one of the list's URL filters: `<ListFilter list={list} name="roleId" … />`. */
export const ListFilter = <F extends string>({ list, name, ...select }: ListFilterProps<F>) => (
  <FilterSelect
    {...select}
    value={list.params.filters[name]}
    onChange={(value) => list.setFilter(name, value)}
  />
);

export interface ActiveFilterProps extends Omit<ListFilterProps<'active'>, 'name' | 'options'> {
  activeLabel: string;
  inactiveLabel: string;
}

/** The filter of a list whose records can be switched off (`active=true|false` in the URL). */
export const ActiveFilter = ({ activeLabel, inactiveLabel, ...filter }: ActiveFilterProps) => (
  <ListFilter
    {...filter}
    name="active"
    options={[
      { value: 'true', label: activeLabel },
      { value: 'false', label: inactiveLabel },
    ]}
  />
);
