import type { Question, QuestionKind } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useQuestionCandidates } from '@/features/questions/api/get-questions';
import { QuestionForm } from '@/features/questions/components/question-form';
import { useQuestionHistoryFormatter } from '@/features/questions/components/use-question-history-formatter';
import { questionLoadMessage } from '@/features/questions/question-errors';
import { RecordHistory } from '@/lib/audit-log/components/record-history';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import type { RecordDrawerState } from '@/ui/list-page/use-record-drawer';

export interface QuestionDrawerProps {
  drawer: RecordDrawerState<Question>;
  kind: QuestionKind;
  /** The category a new question starts in (the list's category filter). */
  defaultCategoryId?: string;
  /** Without the update permission a question opens read-only. */
  canUpdate: boolean;
}

/** The questions page's drawer: a new question of the tab's kind, or one question with its history. */
export const QuestionDrawer = ({ drawer, kind, defaultCategoryId, canUpdate }: QuestionDrawerProps) => {
  const { t } = useTranslation();
  const candidates = useQuestionCandidates(kind);
  const formatHistory = useQuestionHistoryFormatter(candidates);
  const cancel = () => void drawer.requestClose();
  const title =
    drawer.mode === 'create'
      ? t(kind === 'additional' ? 'questions:sheet.createAdditionalTitle' : 'questions:sheet.createTitle')
      : t(canUpdate ? 'questions:sheet.editTitle' : 'questions:sheet.viewTitle');
  return (
    <RecordDrawer
      drawer={drawer}
      size="lg"
      title={title}
      description={t('questions:sheet.description')}
      loadErrorMessage={(error) => questionLoadMessage(t, error)}
    >
      {(question) =>
        question ? (
          <>
            <QuestionForm
              key={question.id}
              kind={kind}
              question={question}
              readOnly={!canUpdate}
              onDone={drawer.close}
              onCancel={cancel}
            />
            <RecordHistory entity="question" entityId={question.id} formatValue={formatHistory} />
            <div className="h-4" />
          </>
        ) : (
          <QuestionForm
            kind={kind}
            defaultCategoryId={defaultCategoryId}
            onDone={drawer.close}
            onCancel={cancel}
          />
        )
      }
    </RecordDrawer>
  );
};
