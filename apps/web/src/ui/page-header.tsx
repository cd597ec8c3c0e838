import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the line (wrap below the title on phones). */
  actions?: ReactNode;
}

/** The page's h1, its one-line purpose and its main actions. */
export const PageHeader = ({ title, description, actions }: PageHeaderProps) => (
  <header className="mb-4 flex flex-wrap items-start justify-between gap-3 md:mb-6">
    <div className="min-w-0">
      <h1 className="text-xl font-semibold text-slate-900 md:text-2xl dark:text-slate-100">{title}</h1>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
    </div>
    {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
  </header>
);
