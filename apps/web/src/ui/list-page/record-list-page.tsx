import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '@/ui/data-table/data-table';
import { ListPage } from '@/ui/list-page/list-page';

export interface RecordListPageProps<Row extends { id: string }>
  extends Omit<DataTableProps<Row>, 'getRowId' | 'label' | 'searchPlaceholder'> {
  /**
   * Where the page's texts are: `prefix` + `title` (also the table's name), `description`, `actions.create`,
   * `searchPlaceholder` and `empty` (unless `emptyMessage` says otherwise), e.g. 'companies:'.
   */
  prefix: string;
  /** Opens the create drawer; leave it out when the user may not create. */
  onCreate?: (() => void) | false;
  /** Tabs above the list; the table is then their panel, `tabPanelId`. */
  tabs?: ReactNode;
  tabPanelId?: string;
  /** The page's drawers and dialogs. */
  children?: ReactNode;
}

/**
 * A list page of records in one piece: the kit's ListPage (title, description, Create, tabs, 403) around one
 * DataTable of the list query, with the texts found under `prefix`. Columns, filters, row actions and export
 * stay the page's own.
 */
export const RecordListPage = <Row extends { id: string }>({
  prefix,
  onCreate,
  tabs,
  tabPanelId,
  children,
  ...table
}: RecordListPageProps<Row>) => {
  const { t } = useTranslation();
  const text = (key: string) => t(`${prefix}${key}`);
  const dataTable = (
    <DataTable
      label={text('title')}
      getRowId={(row) => row.id}
      searchPlaceholder={text('searchPlaceholder')}
      emptyMessage={text('empty')}
      {...table}
    />
  );
  return (
    <ListPage
      title={text('title')}
      description={text('description')}
      error={table.query.error}
      create={onCreate ? { label: text('actions.create'), onClick: onCreate } : false}
      tabs={tabs}
    >
      {tabPanelId ? (
        <div id={tabPanelId} role="tabpanel">
          {dataTable}
        </div>
      ) : (
        dataTable
      )}
      {children}
    </ListPage>
  );
};
