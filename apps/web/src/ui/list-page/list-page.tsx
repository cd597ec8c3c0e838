import type { ReactNode } from 'react';
import { PageHeader } from '@/ui/page-header';
import { isForbidden, PermissionDenied } from '@/ui/permission-denied';

export interface ListPageProps {
  title: string;
  description?: ReactNode;
  /** The page's main buttons (Create...). */
  actions?: ReactNode;
  /** Tabs above the list (see ListTabs). */
  tabs?: ReactNode;
  /**
   * The page's list query error. A 403 replaces the whole page body, toolbar, export and actions included,
   * with 'Permission Denied' (SPEC §6): a page the user may not open offers nothing to click.
   */
  error?: unknown;
  /** The list (usually a DataTable) and the page's drawers. */
  children: ReactNode;
}

/** The frame of every list page: heading, actions, tabs, then the list. */
export const ListPage = ({ title, description, actions, tabs, error, children }: ListPageProps) => {
  if (isForbidden(error)) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col">
        <PageHeader title={title} description={description} />
        <PermissionDenied message={error.message} path={error.path} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader title={title} description={description} actions={actions} />
      {tabs}
      {children}
    </div>
  );
};
