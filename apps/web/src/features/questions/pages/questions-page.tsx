import type { Question, QuestionKind } from '@brokerage/shared';
import { Eye, Pencil, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteQuestion } from '@/features/questions/api/delete-question';
import {
  fetchAdditionalQuestion,
  fetchQuestion,
  QuestionNotFoundError,
} from '@/features/questions/api/get-question';
import { useQuestionCandidates, useQuestions } from '@/features/questions/api/get-questions';
import { questionKeys } from '@/features/questions/api/question-keys';
import { useUpdateQuestion } from '@/features/questions/api/update-question';
import { questionCsvExport } from '@/features/questions/components/question-csv';
import { QuestionDrawer } from '@/features/questions/components/question-drawer';
import { QUESTION_FILTERS, QuestionFilters } from '@/features/questions/components/question-filters';
import { QuestionnairePreviewPanel } from '@/features/questions/components/questionnaire-preview-panel';
import { useQuestionColumns } from '@/features/questions/components/use-question-columns';
import { ApiError } from '@/lib/api-error';
import { useProviders } from '@/lib/insurance/api/get-providers';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useRecordPermissions } from '@/lib/session/use-record-permissions';
import { Button } from '@/ui/button';
import { DataTable } from '@/ui/data-table/data-table';
import { FormSheet } from '@/ui/drawer';
import { ListPage } from '@/ui/list-page/list-page';
import { ListTabs } from '@/ui/list-page/list-tabs';
import { deleteRowAction } from '@/ui/list-page/row-actions';
import { useConfirmDelete } from '@/ui/list-page/use-confirm-delete';
import { RECORD_PARAM, useRecordDrawer } from '@/ui/list-page/use-record-drawer';

/** The URL's `tab`: the additional questions when 'additional'. */
const TAB_PARAM = 'tab';
const questionId = (question: Question) => question.id;
// Not found is an answer, not a hiccup: asking again would walk every category and gamme once more.
const retryUnlessNotFound = (count: number, error: Error) =>
  !(error instanceof QuestionNotFoundError) && count < 1;

/** /questions: the needs-analysis questionnaire and the additional questions (QuestionsModule). */
export const QuestionsPage = () => {
  const { t } = useTranslation();
  const { canCreate, canUpdate, canDelete } = useRecordPermissions('QuestionsModule:questions');

  const [searchParams, setSearchParams] = useSearchParams();
  const kind: QuestionKind = searchParams.get(TAB_PARAM) === 'additional' ? 'additional' : 'standard';

  const list = useListParams({ filters: QUESTION_FILTERS });
  const questions = useQuestions(kind, list.query);
  const providers = useProviders();
  const candidates = useQuestionCandidates(kind);
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const { confirmDelete, deleteDialog } = useConfirmDelete();
  const [previewing, setPreviewing] = useState(false);
  const drawer = useRecordDrawer({
    rows: questions.data?.data,
    getId: questionId,
    load: (id, signal) =>
      kind === 'additional' ? fetchAdditionalQuestion(id, { signal }) : fetchQuestion(id, { signal }),
    queryKey: [...questionKeys.all, 'drawer', kind],
    retry: retryUnlessNotFound,
  });

  // In questionnaire order the move buttons make sense; sorted by label or date they would only confuse.
  const inQuestionnaireOrder =
    !list.params.sort || (list.params.sort === 'order' && list.params.order === 'asc');
  const canReorder = kind === 'standard' && canUpdate && inQuestionnaireOrder;
  const columns = useQuestionColumns(canReorder);

  const switchTab = (next: QuestionKind) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'additional') params.set(TAB_PARAM, 'additional');
      else params.delete(TAB_PARAM);
      params.delete('page');
      params.delete(RECORD_PARAM);
      return params;
    });

  const setActive = async (question: Question, active: boolean) => {
    try {
      await update.mutateAsync({ kind, id: question.id, input: { active, version: question.version } });
      toastSuccess(t(active ? 'questions:toast.activated' : 'questions:toast.deactivated'));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  /** SPEC: a question others depend on is refused with 409 IN_USE; the toast names those questions. */
  const inUseMessage = (error: unknown) => {
    const dependants = dependantsOf(error);
    if (!dependants) return undefined;
    const labels = dependants.map((id) => candidates.find((candidate) => candidate.id === id)?.label ?? id);
    return t('questions:delete.inUse', { questions: labels.join(' · ') });
  };

  const deleteQuestion = (question: Question) =>
    confirmDelete({
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
      run: async () => {
        await remove.mutateAsync({ kind, id: question.id });
        if (drawer.recordId === question.id) drawer.close();
      },
      success: t('questions:toast.deleted'),
      failureMessage: inUseMessage,
    });

  return (
    <ListPage
      title={t('questions:title')}
      description={t('questions:description')}
      error={questions.error}
      actions={
        <Button
          type="button"
          variant="outline"
          icon={<Eye className="size-4" />}
          onClick={() => setPreviewing(true)}
        >
          {t('questions:actions.previewQuestionnaire')}
        </Button>
      }
      create={
        canCreate && {
          label: t(kind === 'additional' ? 'questions:actions.createAdditional' : 'questions:actions.create'),
          onClick: drawer.openCreate,
        }
      }
      tabs={
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
      }
    >
      <div id="questions-table" role="tabpanel">
        <DataTable
          tableId="questions"
          label={kind === 'additional' ? t('questions:tabs.additional') : t('questions:title')}
          columns={columns}
          query={questions}
          listParams={list}
          getRowId={questionId}
          searchPlaceholder={t('questions:searchPlaceholder')}
          emptyMessage={kind === 'additional' ? t('questions:emptyAdditional') : t('questions:empty')}
          onRowClick={drawer.openRecord}
          toolbar={<QuestionFilters list={list} />}
          rowActions={(question) => [
            {
              label: canUpdate ? t('questions:actions.edit') : t('questions:actions.view'),
              icon: canUpdate ? <Pencil className="size-4" /> : <Eye className="size-4" />,
              onSelect: () => drawer.openRecord(question),
            },
            {
              label: question.active ? t('questions:actions.deactivate') : t('questions:actions.activate'),
              icon: question.active ? <PowerOff className="size-4" /> : <Power className="size-4" />,
              onSelect: () => void setActive(question, !question.active),
              hidden: !canUpdate,
            },
            deleteRowAction(t('questions:actions.delete'), () => deleteQuestion(question), canDelete),
          ]}
          exportCsv={questionCsvExport(t, kind, list.query, providers.data)}
        />
      </div>

      <QuestionDrawer
        drawer={drawer}
        kind={kind}
        defaultCategoryId={list.params.filters.categoryId}
        canUpdate={canUpdate}
      />

      <FormSheet
        size="lg"
        open={previewing}
        onOpenChange={setPreviewing}
        title={t('questions:questionnairePreview.title')}
        description={t('questions:questionnairePreview.description')}
      >
        {previewing && <QuestionnairePreviewPanel />}
      </FormSheet>

      {deleteDialog}
    </ListPage>
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
