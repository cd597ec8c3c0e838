import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComboboxOptions, useComboboxList } from '@/ui/combobox-list';
import { Spinner } from '@/ui/spinner';

export interface TypeAheadOption {
  value: string;
  label: string;
}

export interface TypeAheadFilterProps {
  /** Visible to screen readers; the clear button says it too. */
  label: string;
  /** What the box says while nothing is chosen ("All sellers"). */
  allLabel: string;
  value: string | undefined;
  /** The chosen option's text, once known (a page opened with a choice in its URL looks it up). */
  valueLabel: string | undefined;
  onChange: (value: string | undefined) => void;
  /** What is typed; the caller searches with it and answers `options`. */
  term: string;
  onTermChange: (term: string) => void;
  options: readonly TypeAheadOption[];
  loading: boolean;
}

const boxClass =
  'flex h-9 w-56 max-w-full items-center rounded-md border border-slate-300 bg-white text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/**
 * A toolbar filter over more choices than a select can hold (the sellers of a call centre): a combobox that
 * asks the caller for matches as one types (WAI-ARIA combobox with a list popup: arrows, Enter, Escape), and
 * once a choice is made shows it with a button to clear it.
 */
export const TypeAheadFilter = ({
  label,
  allLabel,
  value,
  valueLabel,
  onChange,
  term,
  onTermChange,
  options,
  loading,
}: TypeAheadFilterProps) => {
  const { t } = useTranslation();
  const choose = (option: TypeAheadOption) => {
    onTermChange('');
    onChange(option.value);
  };
  const list = useComboboxList({
    items: options,
    searching: term.trim() !== '',
    onChoose: choose,
    onClear: () => onTermChange(''),
  });

  if (value) {
    return (
      <div className={clsx(boxClass, 'gap-1 ps-2 pe-1')}>
        <span className="sr-only">{label}: </span>
        <bdi className="min-w-0 flex-1 truncate">{valueLabel ?? '…'}</bdi>
        <button
          type="button"
          aria-label={t('ui:dataTable.clearChoice', { label })}
          onClick={() => onChange(undefined)}
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  return (
    <div className="relative min-w-0 shrink">
      <div
        className={clsx(
          boxClass,
          'focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-blue-600',
        )}
      >
        <Search aria-hidden="true" className="ms-2 size-4 shrink-0 text-slate-400" />
        <input
          type="search"
          {...list.inputProps}
          aria-label={label}
          placeholder={allLabel}
          value={term}
          autoComplete="off"
          onChange={(event) => {
            onTermChange(event.target.value);
            list.restart();
          }}
          className="h-full min-w-0 flex-1 bg-transparent px-2 placeholder:text-slate-600 focus:outline-none dark:placeholder:text-slate-300"
        />
        {loading && <Spinner size="xs" className="me-2 text-slate-400" />}
      </div>
      <div
        hidden={!list.open}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <ComboboxOptions
          list={list}
          label={label}
          items={options}
          keyOf={(option) => option.value}
          onChoose={choose}
        >
          {(option) => <bdi>{option.label}</bdi>}
        </ComboboxOptions>
        {!loading && options.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
            {t('ui:dataTable.noChoice')}
          </p>
        )}
      </div>
    </div>
  );
};
