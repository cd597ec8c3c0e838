/** The one look of every dropdown menu: the header's avatar and notification menus, a row's actions, the columns. */
export const menuContentClass =
  'z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export const menuItemClass =
  'flex cursor-default items-center gap-2 rounded-md px-3 py-2 outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100 dark:data-[disabled]:text-slate-500 dark:data-[highlighted]:bg-slate-800';

/** A square icon button that opens a menu or pages a table. */
export const menuIconButtonClass =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800';

/** The header's round icon buttons (menu, notifications, avatar). */
export const headerIconButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800';
