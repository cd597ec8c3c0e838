import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { isForbidden, PermissionDenied } from '@/ui/permission-denied';

export interface ListPageProps {
  title: string;
  description?: ReactNode;
  /** The page's main buttons besides `create`. */
  actions?: ReactNode;
  /** The page's Create button; left out when the user may not create. */
  create?: { label: string; onClick: () => void } | false;
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
export const ListPage = ({ title, description, actions, create, tabs, error, children }: ListPageProps) => {
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
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || create ? (
            <>
              {actions}
              {create ? (
                <Button type="button" icon={<Plus className="size-4" />} onClick={create.onClick}>
                  {create.label}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {tabs}
      {children}
    </div>
  );
};
