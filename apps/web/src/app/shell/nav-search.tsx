import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavGroup, NavItem } from '@/app/shell/navigation';
import { localizePath } from '@/lib/locale';
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
  const listId = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);

  const results = useMemo(() => {
    const wanted = fold(query.trim());
    if (!wanted) return [];
    return groups
      .flatMap((group) => group.items)
      .map((item) => ({ item, label: t(`layout:nav.items.${item.id}`) }))
      .filter(({ label }) => fold(label).includes(wanted));
  }, [groups, query, t]);

  const open = query.trim() !== '' && !dismissed;

  const go = (item: NavItem) => {
    setQuery('');
    void navigate(localizePath(item.path, locale));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = results[activeIndex] ?? results[0];
      if (open && chosen) {
        event.preventDefault();
        go(chosen.item);
      }
    } else if (event.key === 'Escape') {
      if (open) setDismissed(true);
      else setQuery('');
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={clsx('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        role="combobox"
        aria-label={t('layout:search.label')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && results.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={t('layout:search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
        className={clsx(
          'h-9 w-full rounded-md border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-500',
          'focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30',
          'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
        )}
      />
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div id={listId} role="listbox" aria-label={t('layout:search.results')}>
          {results.map(({ item, label }, index) => (
            <div
              key={item.path}
              id={optionId(index)}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 only makes the option focusable by script.
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Chosen on pointer down so the input's blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                go(item);
              }}
              className={clsx(
                'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800 dark:text-slate-100',
                index === activeIndex && 'bg-blue-50 dark:bg-blue-950',
              )}
            >
              <item.icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {label}
            </div>
          ))}
        </div>
        {results.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
            {t('layout:search.noResults')}
          </p>
        )}
      </div>
    </div>
  );
};
