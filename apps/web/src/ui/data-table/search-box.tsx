import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/ui/search-input';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search applied now (from the URL). */
  value: string | undefined;
  /** Called 300 ms after the user stops typing. */
  onSearch: (term: string) => void;
  placeholder?: string;
}

/** The list's search input: debounced, and following the URL when it changes elsewhere (back, reset). */
export const SearchBox = ({ value, onSearch, placeholder }: SearchBoxProps) => {
  const { t } = useTranslation();
  const id = useId();
  const applied = value ?? '';
  const [text, setText] = useState(applied);
  const lastSent = useRef(applied);

  useEffect(() => {
    if (applied !== lastSent.current) {
      lastSent.current = applied;
      setText(applied);
    }
  }, [applied]);

  useEffect(() => {
    const term = text.trim();
    if (term === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = term;
      onSearch(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="relative min-w-0 flex-1 basis-56 sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {t('ui:dataTable.search')}
      </label>
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder ?? t('ui:dataTable.searchPlaceholder')}
        className="h-9 w-full rounded-md border border-slate-300 bg-white ps-8 pe-8 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            lastSent.current = '';
            onSearch('');
          }}
          className="absolute end-1.5 top-1/2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          aria-label={t('ui:dataTable.clearSearch')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
};
