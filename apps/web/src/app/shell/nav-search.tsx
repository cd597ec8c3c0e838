import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavGroup } from '@/app/shell/navigation';
import { localizePath } from '@/lib/locale';
import { ComboboxOptions, useComboboxList } from '@/ui/combobox-list';
import { useLocale } from '@/ui/use-locale';

// Accents and case are ignored so 'equipes' finds 'Équipes'.
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export interface NavSearchProps {
  /** The navigation the user may see: search only ever offers pages they can open. */
  groups: readonly NavGroup[];
  className?: string;
}

/** Finds pages of the navigation by name (a combobox over the user's visible pages). */
export const NavSearch = ({ groups, className }: NavSearchProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [query, setQuery] = useState('');

  const results = useMemo(() => {
    const wanted = fold(query.trim());
    if (!wanted) return [];
    return groups
      .flatMap((group) => group.items)
      .map((item) => ({ item, label: t(`layout:nav.items.${item.id}`) }))
      .filter(({ label }) => fold(label).includes(wanted));
  }, [groups, query, t]);

  const go = ({ item }: (typeof results)[number]) => {
    setQuery('');
    void navigate(localizePath(item.path, locale));
  };
  const list = useComboboxList({
    items: results,
    searching: query.trim() !== '',
    onChoose: go,
    onClear: () => setQuery(''),
  });

  return (
    <div className={clsx('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        {...list.inputProps}
        aria-label={t('layout:search.label')}
        placeholder={t('layout:search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          list.restart();
        }}
        className={clsx(
          'h-9 w-full rounded-md border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-500',
          'focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30',
          'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
        )}
      />
      <div
        hidden={!list.open}
        className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <ComboboxOptions
          list={list}
          label={t('layout:search.results')}
          items={results}
          keyOf={({ item }) => item.path}
          onChoose={go}
        >
          {({ item, label }) => (
            <>
              <item.icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {label}
            </>
          )}
        </ComboboxOptions>
        {results.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
            {t('layout:search.noResults')}
          </p>
        )}
      </div>
    </div>
  );
};
