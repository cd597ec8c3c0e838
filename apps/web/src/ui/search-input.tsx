import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

/**
 * A search input with its magnifier at the start (give it `ps-8`). The caller's wrapper is `relative`, so it can
 * add its own label or clear button around it.
 */
export const SearchInput = (props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) => (
  <>
    <Search
      aria-hidden="true"
      className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
    />
    <input type="search" {...props} />
  </>
);
