import { hasPermission, type ProjectObjective } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '@/features/audit-log/components/record-history';
import { useAuth } from '@/features/auth/auth-provider';
import { useDeleteProjectObjective } from '@/features/project-objectives/api/delete-project-objective';
import {
  getProjectObjectives,
  useProjectObjectives,
} from '@/features/project-objectives/api/get-project-objectives';
import { ProjectObjectiveForm } from '@/features/project-objectives/components/project-objective-form';
import { fetchAllPages } from '@/lib/csv';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable } from '@/ui/data-table/data-table';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { FormSheet } from '@/ui/drawer';
import { PageHeader } from '@/ui/page-header';
import { useRecordSheet } from '@/ui/use-record-sheet';

const FILTERS = ['active'] as const;

/** /project-objectives: what a customer may want from a new contract, offered during a sale (ProjectObjectiveModule). */
export const ProjectObjectivesPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canCreate = hasPermission(user, 'ProjectObjectiveModule:project-objectives:create');
  const canUpdate = hasPermission(user, 'ProjectObjectiveModule:project-objectives:update');
  const canDelete = hasPermission(user, 'ProjectObjectiveModule:project-objectives:delete');

  const list = useListParams({ filters: FILTERS });
  const objectives = useProjectObjectives(list.query);
  const remove = useDeleteProjectObjective();
  const { sheet, openCreate, openEdit, close, sheetProps } = useRecordSheet<ProjectObjective>();
  const [deleting, setDeleting] = useState<ProjectObjective | null>(null);

  const activeLabel = (active: boolean) =>
    active ? t('project-objectives:list.active') : t('project-objectives:list.inactive');

  const columns = useMemo<ColumnDef<ProjectObjective>[]>(
    () => [
      {
        id: 'label',
        header: t('project-objectives:fields.label'),
        meta: { sortKey: 'label', hideable: false },
        cell: ({ row }) => (
          <span dir="auto" className="font-medium text-slate-900 dark:text-slate-100">
            {row.original.label}
          </span>
        ),
      },
      {
        id: 'description',
        header: t('project-objectives:fields.description'),
        cell: ({ row }) => (
          <span dir="auto" className="line-clamp-2 max-w-md text-slate-600 dark:text-slate-300">
            {row.original.description || '—'}
          </span>
        ),
      },
      {
        id: 'order',
        header: t('project-objectives:fields.order'),
        meta: { sortKey: 'order', className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.order,
      },
      {
        id: 'active',
        header: t('project-objectives:fields.active'),
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'success' : 'neutral'}>
            {row.original.active
              ? t('project-objectives:list.active')
              : t('project-objectives:list.inactive')}
          </Badge>
        ),
      },
    ],
    [t],
  );

  const editing = sheet?.mode === 'edit' ? sheet.record : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader
        title={t('project-objectives:title')}
        description={t('project-objectives:description')}
        actions={
          canCreate ? (
            <Button type="button" icon={<Plus className="size-4" />} onClick={openCreate}>
              {t('project-objectives:actions.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        tableId="project-objectives"
        label={t('project-objectives:title')}
        columns={columns}
        query={objectives}
        listParams={list}
        getRowId={(objective) => objective.id}
        searchPlaceholder={t('project-objectives:searchPlaceholder')}
        emptyMessage={t('project-objectives:empty')}
        onRowClick={openEdit}
        toolbar={
          <FilterSelect
            label={t('project-objectives:fields.active')}
            allLabel={t('project-objectives:filters.anyActivity')}
            value={list.params.filters.active}
            onChange={(value) => list.setFilter('active', value)}
            options={[
              { value: 'true', label: activeLabel(true) },
              { value: 'false', label: activeLabel(false) },
            ]}
          />
        }
        rowActions={(objective) => [
          {
            label: canUpdate ? t('project-objectives:actions.edit') : t('project-objectives:actions.view'),
            icon: canUpdate ? <Pencil className="size-4" /> : <Eye className="size-4" />,
            onSelect: () => openEdit(objective),
          },
          {
            label: t('project-objectives:actions.delete'),
            icon: <Trash2 className="size-4" />,
            onSelect: () => setDeleting(objective),
            danger: true,
            hidden: !canDelete,
          },
        ]}
        exportCsv={{
          fileName: 'project-objectives',
          fetchAll: () =>
            fetchAllPages((page, pageSize) => getProjectObjectives({ ...list.query, page, pageSize })),
          columns: [
            { header: t('project-objectives:fields.label'), value: (o) => o.label },
            { header: t('project-objectives:fields.description'), value: (o) => o.description },
            { header: t('project-objectives:fields.order'), value: (o) => o.order },
            { header: t('project-objectives:fields.active'), value: (o) => activeLabel(o.active) },
          ],
        }}
      />

      <FormSheet
        {...sheetProps}
        title={
          editing
            ? t(canUpdate ? 'project-objectives:sheet.editTitle' : 'project-objectives:sheet.viewTitle', {
                label: editing.label,
              })
            : t('project-objectives:sheet.createTitle')
        }
        description={t('project-objectives:sheet.description')}
      >
        {sheet?.mode === 'create' && <ProjectObjectiveForm onDone={close} onCancel={close} />}
        {editing && (
          <>
            <ProjectObjectiveForm
              key={editing.id}
              objective={editing}
              readOnly={!canUpdate}
              onDone={close}
              onCancel={close}
            />
            <RecordHistory
              entity="project-objective"
              entityId={editing.id}
              formatValue={(field, value) =>
                field === 'active' && typeof value === 'boolean' ? activeLabel(value) : undefined
              }
            />
            <div className="h-4" />
          </>
        )}
      </FormSheet>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        danger
        title={t('project-objectives:delete.title', { label: deleting?.label ?? '' })}
        description={t('project-objectives:delete.description')}
        confirmLabel={t('project-objectives:actions.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toastSuccess(t('project-objectives:toast.deleted', { label: deleting.label }));
          } catch (error) {
            toastApiError(t, error);
            throw error;
          }
        }}
      />
    </div>
  );
};
