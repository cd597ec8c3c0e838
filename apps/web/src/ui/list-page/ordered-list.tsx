import { hasPermission, type ListResponse } from '@brokerage/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Plus } from 'lucide-react';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '@/lib/audit-log/components/record-history';
import { type CsvColumn, fetchAllPages } from '@/lib/csv';
import { type ListQueryParams, useListParams } from '@/lib/list-params';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type RowAction } from '@/ui/data-table/data-table';
import { ActiveFilter } from '@/ui/data-table/list-filter';
import { ListPage } from '@/ui/list-page/list-page';
import type {
  OrderedRecordForm as EagerOrderedRecordForm,
  OrderedInput,
} from '@/ui/list-page/ordered-record-form';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import { useDeleteRowAction } from '@/ui/list-page/use-confirm-delete';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

// The form (and react-hook-form) loads with the first drawer. `lazy` drops the component's type parameters,
// so the lazy component is given back the eager one's generic signature.
const OrderedRecordForm = lazy(() =>
  import('@/ui/list-page/ordered-record-form').then((m) => ({ default: m.OrderedRecordForm })),
) as unknown as typeof EagerOrderedRecordForm;

/** An entry of an ordered, activatable list: categories, project objectives. */
export interface OrderedRecord {
  id: string;
  description: string | null;
  order: number;
  active: boolean;
  version: number;
}

/**
 * Where an ordered list finds its texts: `prefix` + title, description, searchPlaceholder, empty,
 * fields.{<nameField>,description,order,active}, list.{active,inactive}, actions.{create,edit,view,delete},
 * sheet.{createTitle,editTitle,viewTitle,description,fields}, form.{orderHint,activeHint},
 * delete.{title,description}, toast.{created,updated,deleted}; the name is interpolated as {{<nameField>}}.
 */
export interface OrderedTexts<Name extends string> {
  /** e.g. 'project-objectives:' or 'questions:categories.' */
  prefix: string;
  nameField: Name;
  anyActivityKey: string;
  duplicateKey: string;
}

export interface OrderedListPageProps<Name extends string, T extends OrderedRecord & Record<Name, string>> {
  texts: OrderedTexts<Name>;
  /** Names the remembered columns and the export file. */
  tableId: string;
  useRows: (query: ListQueryParams) => UseQueryResult<ListResponse<T>>;
  fetchPage: (query: ListQueryParams) => Promise<ListResponse<T>>;
  /** The permission prefix, e.g. 'ProjectObjectiveModule:project-objectives'; `:create|update|delete` is appended. */
  permission: string;
  // biome-ignore lint/suspicious/noExplicitAny: each feature's create schema (see OrderedRecordForm).
  schema: import('zod').ZodObject<any>;
  /** The feature's mutation hooks; the kit wires them to the form and the delete dialog. */
  useCreate: () => { mutateAsync: (input: OrderedInput<Name>) => Promise<T> };
  useUpdate: () => { mutateAsync: (change: { id: string; input: OrderedInput<Name> }) => Promise<T> };
  useRemove: () => { mutateAsync: (id: string) => Promise<unknown> };
  /** The audit entity the server writes ('project-objective'), for the history under the form. */
  historyEntity: string;
  /** Columns after the common ones (a category's question count). */
  extraColumns?: ColumnDef<T>[];
  extraExport?: CsvColumn<T>[];
  extraActions?: (record: T) => RowAction[];
  /** The delete dialog's text when it depends on the record. */
  deleteDescription?: (record: T) => string;
}

/** A whole list page for an ordered list: the kit's shell, table, drawer and delete, from one description. */
export const OrderedListPage = <Name extends string, T extends OrderedRecord & Record<Name, string>>(
  props: OrderedListPageProps<Name, T>,
) => {
  const { texts, tableId, useRows, fetchPage, permission, schema } = props;
  const { t } = useTranslation();
  const { user } = useAuth();
  const can = {
    create: hasPermission(user, `${permission}:create`),
    update: hasPermission(user, `${permission}:update`),
    delete: hasPermission(user, `${permission}:delete`),
  };
  const create = props.useCreate();
  const update = props.useUpdate();
  const remove = props.useRemove();
  const save = (input: OrderedInput<Name>, record?: T) =>
    record ? update.mutateAsync({ id: record.id, input }) : create.mutateAsync(input);
  const key = (suffix: string) => `${texts.prefix}${suffix}`;
  const list = useListParams({ filters: ['active'] as const });
  const rows = useRows(list.query);
  const drawer = useRecordDrawer<T>({ rows: rows.data?.data, getId: (record) => record.id });
  const activeLabel = (active: boolean) => t(key(active ? 'list.active' : 'list.inactive'));
  const nameOf = (record: T): string => record[texts.nameField];
  const named = (record: T) => ({ [texts.nameField]: nameOf(record) });
  const { deleteAction, deleteDialog } = useDeleteRowAction<T>({
    prefix: texts.prefix,
    named,
    remove: (record) => remove.mutateAsync(record.id),
    allowed: () => can.delete,
    ...(props.deleteDescription ? { description: props.deleteDescription } : {}),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts and extra columns are fixed per page.
  const columns = useMemo<ColumnDef<T>[]>(
    () => [
      {
        id: texts.nameField,
        header: t(key(`fields.${texts.nameField}`)),
        meta: { sortKey: texts.nameField, hideable: false },
        cell: ({ row }) => (
          <span dir="auto" className="font-medium text-slate-900 dark:text-slate-100">
            {nameOf(row.original)}
          </span>
        ),
      },
      {
        id: 'description',
        header: t(key('fields.description')),
        cell: ({ row }) => (
          <span dir="auto" className="line-clamp-2 max-w-md text-slate-600 dark:text-slate-300">
            {row.original.description || '—'}
          </span>
        ),
      },
      {
        id: 'order',
        header: t(key('fields.order')),
        meta: { sortKey: 'order', className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.order,
      },
      {
        id: 'active',
        header: t(key('fields.active')),
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'success' : 'neutral'}>
            {t(key(row.original.active ? 'list.active' : 'list.inactive'))}
          </Badge>
        ),
      },
      ...(props.extraColumns ?? []),
    ],
    [t],
  );

  const editing = drawer.record;
  return (
    <ListPage
      title={t(key('title'))}
      description={t(key('description'))}
      error={rows.error}
      actions={
        can.create ? (
          <Button type="button" icon={<Plus className="size-4" />} onClick={drawer.openCreate}>
            {t(key('actions.create'))}
          </Button>
        ) : null
      }
    >
      <DataTable
        tableId={tableId}
        label={t(key('title'))}
        columns={columns}
        query={rows}
        listParams={list}
        getRowId={(record) => record.id}
        searchPlaceholder={t(key('searchPlaceholder'))}
        emptyMessage={t(key('empty'))}
        onRowClick={drawer.openRecord}
        toolbar={
          <ActiveFilter
            list={list}
            label={t(key('fields.active'))}
            allLabel={t(texts.anyActivityKey)}
            activeLabel={activeLabel(true)}
            inactiveLabel={activeLabel(false)}
          />
        }
        rowActions={(record) => [
          {
            label: t(key(can.update ? 'actions.edit' : 'actions.view')),
            icon: can.update ? <Pencil className="size-4" /> : <Eye className="size-4" />,
            onSelect: () => drawer.openRecord(record),
          },
          ...(props.extraActions?.(record) ?? []),
          deleteAction(record),
        ]}
        exportCsv={{
          fileName: tableId,
          fetchAll: () => fetchAllPages((page, pageSize) => fetchPage({ ...list.query, page, pageSize })),
          columns: [
            { header: t(key(`fields.${texts.nameField}`)), value: nameOf },
            { header: t(key('fields.description')), value: (record) => record.description },
            { header: t(key('fields.order')), value: (record) => record.order },
            { header: t(key('fields.active')), value: (record) => activeLabel(record.active) },
            ...(props.extraExport ?? []),
          ],
        }}
      />
      <RecordDrawer
        drawer={drawer}
        title={
          editing
            ? t(key(can.update ? 'sheet.editTitle' : 'sheet.viewTitle'), named(editing))
            : t(key('sheet.createTitle'))
        }
        description={t(key('sheet.description'))}
      >
        {(record) => (
          <>
            <OrderedRecordForm
              key={record?.id ?? 'new'}
              texts={texts}
              schema={schema}
              record={record}
              readOnly={Boolean(record) && !can.update}
              save={save}
              onDone={drawer.close}
              onCancel={() => void drawer.requestClose()}
            />
            {record && (
              <>
                <RecordHistory
                  entity={props.historyEntity}
                  entityId={record.id}
                  formatValue={(field, value) =>
                    field === 'active' && typeof value === 'boolean' ? activeLabel(value) : undefined
                  }
                />
                <div className="h-4" />
              </>
            )}
          </>
        )}
      </RecordDrawer>
      {deleteDialog}
    </ListPage>
  );
};
