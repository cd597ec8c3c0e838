import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterSelectProps {
  /** Visible to screen readers, and as the first choice's text ("All roles"). */
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The "no filter" choice; defaults to "All". */
  allLabel?: string;
}

/**
 * A toolbar filter for the DataTable, bound to the list's URL state:
 * `<FilterSelect label={t('users:fields.role')} value={list.params.filters.roleId}
 *    onChange={(v) => list.setFilter('roleId', v)} options={...} />`
 */
export const FilterSelect = ({ label, value, onChange, options, allLabel }: FilterSelectProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0 shrink">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-9 max-w-48 rounded-md border border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      >
        <option value="">{allLabel ?? t('ui:dataTable.allOf', { label })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
