import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface ListTab<Id extends string> {
  id: Id;
  label: ReactNode;
  /** A counter or badge after the label. */
  badge?: ReactNode;
}

export interface ListTabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<ListTab<Id>>;
  value: Id;
  onChange: (id: Id) => void;
  /** The id of the panel the tabs control. */
  controls: string;
}

/** The look of a selected or idle tab; exported for tab-like controls that are not a ListTabs. */
export const tabClass = (selected: boolean) =>
  clsx(
    '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-blue-600',
    selected
      ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
  );

/** Tabs above a list (all / pending, product / tariff grid...). The panel carries `id={controls}`. */
export const ListTabs = <Id extends string>({
  label,
  tabs,
  value,
  onChange,
  controls,
}: ListTabsProps<Id>) => (
  <div
    role="tablist"
    aria-label={label}
    className="relative mb-3 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
  >
    {tabs.map((tab) => (
      <button
        key={tab.id}
        type="button"
        role="tab"
        aria-selected={tab.id === value}
        aria-controls={controls}
        className={tabClass(tab.id === value)}
        onClick={() => onChange(tab.id)}
      >
        {tab.label}
        {tab.badge}
      </button>
    ))}
  </div>
);
