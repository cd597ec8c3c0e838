import { hasPermission, type QuestionCategory } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordHistory } from '@/features/audit-log/components/record-history';
import { useAuth } from '@/features/auth/auth-provider';
import { useDeleteCategory } from '@/features/questions/api/delete-category';
import { getCategories, useCategories } from '@/features/questions/api/get-categories';
import { CategoryForm } from '@/features/questions/components/category-form';
import { fetchAllPages } from '@/lib/csv';
import { useListParams } from '@/lib/list-params';
import { localizePath } from '@/lib/locale';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable } from '@/ui/data-table/data-table';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { FormSheet } from '@/ui/drawer';
import { PageHeader } from '@/ui/page-header';
import { useLocale } from '@/ui/use-locale';
import { useRecordSheet } from '@/ui/use-record-sheet';

const FILTERS = ['active'] as const;

/** /categories: the sections of the needs-analysis questionnaire, in order (QuestionsModule). */
export const CategoriesPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const canCreate = hasPermission(user, 'QuestionsModule:categories:create');
  const canUpdate = hasPermission(user, 'QuestionsModule:categories:update');
  const canDelete = hasPermission(user, 'QuestionsModule:categories:delete');

  const list = useListParams({ filters: FILTERS });
  const categories = useCategories(list.query);
  const remove = useDeleteCategory();
  const { sheet, openCreate, openEdit, close, sheetProps } = useRecordSheet<QuestionCategory>();
  const [deleting, setDeleting] = useState<QuestionCategory | null>(null);

  const activeLabel = (active: boolean) =>
    active ? t('questions:categories.list.active') : t('questions:categories.list.inactive');

  const columns = useMemo<ColumnDef<QuestionCategory>[]>(
    () => [
      {
        id: 'name',
        header: t('questions:categories.fields.name'),
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span dir="auto" className="font-medium whitespace-nowrap text-slate-900 dark:text-slate-100">
            {row.original.name}
          </span>
        ),
      },
      {
        id: 'description',
        header: t('questions:categories.fields.description'),
        cell: ({ row }) => (
          <span dir="auto" className="line-clamp-2 max-w-md text-slate-600 dark:text-slate-300">
            {row.original.description || '—'}
          </span>
        ),
      },
      {
        id: 'order',
        header: t('questions:categories.fields.order'),
        meta: { sortKey: 'order', className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.order,
      },
      {
        id: 'active',
        header: t('questions:categories.fields.active'),
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'success' : 'neutral'}>
            {row.original.active
              ? t('questions:categories:list.active')
              : t('questions:categories:list.inactive')}
          </Badge>
        ),
      },
      {
        id: 'questionCount',
        header: t('questions:categories.fields.questionCount'),
        meta: { className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.questionCount,
      },
    ],
    [t],
  );

  const editing = sheet?.mode === 'edit' ? sheet.record : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader
        title={t('questions:categories.title')}
        description={t('questions:categories.description')}
        actions={
          canCreate ? (
            <Button type="button" icon={<Plus className="size-4" />} onClick={openCreate}>
              {t('questions:categories.actions.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        tableId="question-categories"
        label={t('questions:categories.title')}
        columns={columns}
        query={categories}
        listParams={list}
        getRowId={(category) => category.id}
        searchPlaceholder={t('questions:categories.searchPlaceholder')}
        emptyMessage={t('questions:categories.empty')}
        onRowClick={openEdit}
        toolbar={
          <FilterSelect
            label={t('questions:categories.fields.active')}
            allLabel={t('questions:filters.anyActivity')}
            value={list.params.filters.active}
            onChange={(value) => list.setFilter('active', value)}
            options={[
              { value: 'true', label: activeLabel(true) },
              { value: 'false', label: activeLabel(false) },
            ]}
          />
        }
        rowActions={(category) => [
          {
            label: canUpdate
              ? t('questions:categories.actions.edit')
              : t('questions:categories.actions.view'),
            icon: canUpdate ? <Pencil className="size-4" /> : <Eye className="size-4" />,
            onSelect: () => openEdit(category),
          },
          {
            label: t('questions:categories.actions.showQuestions'),
            icon: <ListChecks className="size-4" />,
            onSelect: () =>
              void navigate(localizePath(`/questions?categoryId=${encodeURIComponent(category.id)}`, locale)),
          },
          {
            label: t('questions:categories.actions.delete'),
            icon: <Trash2 className="size-4" />,
            onSelect: () => setDeleting(category),
            danger: true,
            hidden: !canDelete,
          },
        ]}
        exportCsv={{
          fileName: 'question-categories',
          fetchAll: () => fetchAllPages((page, pageSize) => getCategories({ ...list.query, page, pageSize })),
          columns: [
            { header: t('questions:categories.fields.name'), value: (c) => c.name },
            { header: t('questions:categories.fields.description'), value: (c) => c.description },
            { header: t('questions:categories.fields.order'), value: (c) => c.order },
            { header: t('questions:categories.fields.active'), value: (c) => activeLabel(c.active) },
            { header: t('questions:categories.fields.questionCount'), value: (c) => c.questionCount },
          ],
        }}
      />

      <FormSheet
        {...sheetProps}
        title={
          editing
            ? t(canUpdate ? 'questions:categories.sheet.editTitle' : 'questions:categories.sheet.viewTitle', {
                name: editing.name,
              })
            : t('questions:categories.sheet.createTitle')
        }
        description={t('questions:categories.sheet.description')}
      >
        {sheet?.mode === 'create' && <CategoryForm onDone={close} onCancel={close} />}
        {editing && (
          <>
            <CategoryForm
              key={editing.id}
              category={editing}
              readOnly={!canUpdate}
              onDone={close}
              onCancel={close}
            />
            <RecordHistory
              entity="question-category"
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
        title={t('questions:categories.delete.title', { name: deleting?.name ?? '' })}
        description={
          deleting && deleting.questionCount > 0
            ? t('questions:categories.delete.hasQuestions', { total: deleting.questionCount })
            : t('questions:categories.delete.description')
        }
        confirmLabel={t('questions:categories.actions.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toastSuccess(t('questions:categories.toast.deleted', { name: deleting.name }));
          } catch (error) {
            toastApiError(t, error);
            throw error;
          }
        }}
      />
    </div>
  );
};
