import {
  hasPermission,
  QUESTION_TYPES,
  type Question,
  type QuestionKind,
  type QuestionType,
} from '@brokerage/shared';
import { Eye, Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteQuestion } from '@/features/questions/api/delete-question';
import { useCategoryOptions } from '@/features/questions/api/get-categories';
import { useQuestion } from '@/features/questions/api/get-question';
import { getQuestions, useQuestionCandidates, useQuestions } from '@/features/questions/api/get-questions';
import { useUpdateQuestion } from '@/features/questions/api/update-question';
import { gammesSummaryText } from '@/features/questions/components/gammes-summary';
import { QuestionForm } from '@/features/questions/components/question-form';
import { QuestionnairePreviewPanel } from '@/features/questions/components/questionnaire-preview-panel';
import { useQuestionColumns } from '@/features/questions/components/use-question-columns';
import { useQuestionHistoryFormatter } from '@/features/questions/components/use-question-history-formatter';
import { questionLoadMessage } from '@/features/questions/question-errors';
import { ApiError } from '@/lib/api-client';
import { RecordHistory } from '@/lib/audit-log/components/record-history';
import { fetchAllPages } from '@/lib/csv';
import { providerName, providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { DataTable } from '@/ui/data-table/data-table';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { FormSheet } from '@/ui/drawer';
import { ListTabs } from '@/ui/list-page/list-tabs';
import { deleteRowAction } from '@/ui/list-page/row-actions';
import { PageHeader } from '@/ui/page-header';
import { Spinner } from '@/ui/spinner';

const FILTERS = ['categoryId', 'providerType', 'gamme', 'type', 'active'] as const;
/** The URL's `tab` (additional questions) and `question` (the question open in the editor). */
const TAB_PARAM = 'tab';
const EDIT_PARAM = 'question';

/** /questions: the needs-analysis questionnaire and the additional questions (QuestionsModule). */
export const QuestionsPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canCreate = hasPermission(user, 'QuestionsModule:questions:create');
  const canUpdate = hasPermission(user, 'QuestionsModule:questions:update');
  const canDelete = hasPermission(user, 'QuestionsModule:questions:delete');

  const [searchParams, setSearchParams] = useSearchParams();
  const kind: QuestionKind = searchParams.get(TAB_PARAM) === 'additional' ? 'additional' : 'standard';
  const editId = searchParams.get(EDIT_PARAM);

  const list = useListParams({ filters: FILTERS });
  const questions = useQuestions(kind, list.query);
  const categories = useCategoryOptions();
  const providers = useProviders();
  const lines = useProviderGammes(list.params.filters.providerType ?? null);
  const candidates = useQuestionCandidates(kind);
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const { confirm, confirmDialog } = useConfirm();
  const [creating, setCreating] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const formatHistory = useQuestionHistoryFormatter(candidates);

  // In questionnaire order the move buttons make sense; sorted by label or date they would only confuse.
  const inQuestionnaireOrder =
    !list.params.sort || (list.params.sort === 'order' && list.params.order === 'asc');
  const canReorder = kind === 'standard' && canUpdate && inQuestionnaireOrder;

  const setParam = (name: string, value: string | null, extra: Record<string, string | null> = {}) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, v] of Object.entries({ [name]: value, ...extra })) {
        if (v === null) next.delete(key);
        else next.set(key, v);
      }
      return next;
    });
  const openEditor = (question: Question) => setParam(EDIT_PARAM, question.id);
  const closeEditor = () => {
    setCreating(false);
    setParam(EDIT_PARAM, null);
  };

  const typeLabel = (type: QuestionType) => t(`questions:types.${type}`);

  const columns = useQuestionColumns(canReorder);

  const setActive = async (question: Question, active: boolean) => {
    try {
      await update.mutateAsync({ kind, id: question.id, input: { active, version: question.version } });
      toastSuccess(t(active ? 'questions:toast.activated' : 'questions:toast.deactivated'));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const deleteQuestion = async (question: Question) => {
    const sure = await confirm({
      title: t('questions:delete.title'),
      description: (
        <>
          <span dir="auto" className="block font-medium">
            {question.label}
          </span>
          {t('questions:delete.description')}
        </>
      ),
      confirmLabel: t('questions:actions.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ kind, id: question.id });
      toastSuccess(t('questions:toast.deleted'));
      if (editId === question.id) closeEditor();
    } catch (error) {
      const dependants = dependantsOf(error);
      if (dependants) {
        const labels = dependants.map(
          (id) => candidates.find((candidate) => candidate.id === id)?.label ?? id,
        );
        toast.error(t('questions:delete.inUse', { questions: labels.join(' · ') }));
      } else {
        toastApiError(t, error);
      }
    }
  };

  const switchTab = (next: QuestionKind) =>
    setParam(TAB_PARAM, next === 'additional' ? 'additional' : null, { page: null, [EDIT_PARAM]: null });

  const rowInList = editId ? questions.data?.data.find((question) => question.id === editId) : undefined;
  const fetched = useQuestion(kind, editId && !rowInList ? editId : null);
  const editing = rowInList ?? fetched.data;
  const sheetOpen = creating || editId !== null;
  const readOnly = Boolean(editId) && !canUpdate;

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title={t('questions:title')}
        description={t('questions:description')}
        actions={
          <>
            <Button
              type="button"
              variant="outline"
              icon={<Eye className="size-4" />}
              onClick={() => setPreviewing(true)}
            >
              {t('questions:actions.previewQuestionnaire')}
            </Button>
            {canCreate && (
              <Button type="button" icon={<Plus className="size-4" />} onClick={() => setCreating(true)}>
                {kind === 'additional'
                  ? t('questions:actions.createAdditional')
                  : t('questions:actions.create')}
              </Button>
            )}
          </>
        }
      />

      <ListTabs
        label={t('questions:tabs.label')}
        controls="questions-table"
        value={kind}
        onChange={switchTab}
        tabs={[
          { id: 'standard', label: t('questions:tabs.standard') },
          { id: 'additional', label: t('questions:tabs.additional') },
        ]}
      />

      <div id="questions-table" role="tabpanel">
        <DataTable
          tableId="questions"
          label={kind === 'additional' ? t('questions:tabs.additional') : t('questions:title')}
          columns={columns}
          query={questions}
          listParams={list}
          getRowId={(question) => question.id}
          searchPlaceholder={t('questions:searchPlaceholder')}
          emptyMessage={kind === 'additional' ? t('questions:emptyAdditional') : t('questions:empty')}
          onRowClick={openEditor}
          toolbar={
            <>
              <FilterSelect
                label={t('questions:fields.category')}
                allLabel={t('questions:filters.allCategories')}
                value={list.params.filters.categoryId}
                onChange={(value) => list.setFilter('categoryId', value)}
                options={(categories.data ?? []).map((category) => ({
                  value: category.id,
                  label: category.name,
                }))}
              />
              <FilterSelect
                label={t('questions:filters.provider')}
                allLabel={t('questions:filters.allProviders')}
                value={list.params.filters.providerType}
                // One URL change: a gamme belongs to its provider type, so changing the type clears it.
                onChange={(value) => setParam('providerType', value ?? null, { gamme: null, page: null })}
                options={providerOptions(providers.data)}
              />
              {list.params.filters.providerType && (
                <FilterSelect
                  label={t('questions:filters.gamme')}
                  allLabel={t('questions:filters.allGammes', {
                    provider: providerName(providers.data, list.params.filters.providerType),
                  })}
                  value={list.params.filters.gamme}
                  onChange={(value) => list.setFilter('gamme', value)}
                  options={lines.gammes.map((line) => ({
                    value: line.code,
                    label: t('questions:gammes.option', { name: line.name, code: line.code }),
                  }))}
                />
              )}
              <FilterSelect
                label={t('questions:fields.type')}
                allLabel={t('questions:filters.allTypes')}
                value={list.params.filters.type}
                onChange={(value) => list.setFilter('type', value)}
                options={QUESTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
              />
              <FilterSelect
                label={t('questions:fields.active')}
                allLabel={t('questions:filters.anyActivity')}
                value={list.params.filters.active}
                onChange={(value) => list.setFilter('active', value)}
                options={[
                  { value: 'true', label: t('questions:list.active') },
                  { value: 'false', label: t('questions:list.inactive') },
                ]}
              />
            </>
          }
          rowActions={(question) => [
            {
              label: canUpdate ? t('questions:actions.edit') : t('questions:actions.view'),
              icon: canUpdate ? <Pencil className="size-4" /> : <Eye className="size-4" />,
              onSelect: () => openEditor(question),
            },
            {
              label: question.active ? t('questions:actions.deactivate') : t('questions:actions.activate'),
              icon: question.active ? <PowerOff className="size-4" /> : <Power className="size-4" />,
              onSelect: () => void setActive(question, !question.active),
              hidden: !canUpdate,
            },
            deleteRowAction(t('questions:actions.delete'), () => void deleteQuestion(question), canDelete),
          ]}
          exportCsv={{
            fileName: kind === 'additional' ? 'additional-questions' : 'questions',
            fetchAll: () =>
              fetchAllPages((page, pageSize) => getQuestions(kind, { ...list.query, page, pageSize })),
            columns: [
              { header: t('questions:fields.label'), value: (q) => q.label },
              { header: t('questions:fields.helpText'), value: (q) => q.helpText },
              { header: t('questions:fields.category'), value: (q) => q.category?.name },
              { header: t('questions:fields.type'), value: (q) => typeLabel(q.type) },
              {
                header: t('questions:fields.answerOptions'),
                value: (q) => q.answerOptions.map((option) => `${option.label} (${option.value})`).join('; '),
              },
              {
                header: t('questions:fields.required'),
                value: (q) => (q.required ? t('questions:list.required') : t('questions:list.optional')),
              },
              {
                header: t('questions:fields.active'),
                value: (q) => (q.active ? t('questions:list.active') : t('questions:list.inactive')),
              },
              {
                header: t('questions:fields.providerGammes'),
                value: (q) => gammesSummaryText(t, q.providerGammes, providers.data),
              },
              { header: t('questions:fields.order'), value: (q) => q.order },
            ],
          }}
        />
      </div>

      <FormSheet
        size="lg"
        open={sheetOpen}
        onOpenChange={(open) => (open ? undefined : closeEditor())}
        title={
          creating
            ? kind === 'additional'
              ? t('questions:sheet.createAdditionalTitle')
              : t('questions:sheet.createTitle')
            : readOnly
              ? t('questions:sheet.viewTitle')
              : t('questions:sheet.editTitle')
        }
        description={t('questions:sheet.description')}
      >
        {creating ? (
          <QuestionForm
            kind={kind}
            defaultCategoryId={list.params.filters.categoryId}
            onDone={closeEditor}
            onCancel={closeEditor}
          />
        ) : editing ? (
          <>
            <QuestionForm
              key={editing.id}
              kind={kind}
              question={editing}
              readOnly={readOnly}
              onDone={closeEditor}
              onCancel={closeEditor}
            />
            <RecordHistory entity="question" entityId={editing.id} formatValue={formatHistory} />
            <div className="h-4" />
          </>
        ) : fetched.isError ? (
          <p role="alert" className="py-6 text-sm text-red-700 dark:text-red-300">
            {questionLoadMessage(t, fetched.error)}
          </p>
        ) : (
          <p className="flex items-center gap-2 py-6 text-sm text-slate-500 dark:text-slate-400">
            <Spinner size="sm" />
            {t('questions:sheet.loading')}
          </p>
        )}
      </FormSheet>

      <FormSheet
        size="lg"
        open={previewing}
        onOpenChange={setPreviewing}
        title={t('questions:questionnairePreview.title')}
        description={t('questions:questionnairePreview.description')}
      >
        {previewing && <QuestionnairePreviewPanel />}
      </FormSheet>

      {confirmDialog}
    </div>
  );
};

/** The ids of the questions that depend on the one a 409 IN_USE refused to delete. */
const dependantsOf = (error: unknown): string[] | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as { reason?: unknown; questions?: unknown } | undefined;
  return details?.reason === 'IN_USE' && Array.isArray(details.questions)
    ? details.questions.filter((id): id is string => typeof id === 'string')
    : null;
};
