import type { ReactNode } from 'react';

/**
 * One card of a record's page (the sale page's sections, whichever feature draws them): a titled section named
 * by its heading, with an optional action at the end of the heading.
 */
export const SectionCard = ({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <section
    aria-labelledby={id}
    className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
  >
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      {action}
    </div>
    {children}
  </section>
);
