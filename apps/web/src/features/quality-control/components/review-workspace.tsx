import {
  blockingChecklistItems,
  checklistAnswerProblems,
  type QcDecisionInput,
  type QcSaleDetail,
  type QcWriteResult,
} from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qcKeys } from '@/features/quality-control/api/qc-keys';
import { useDecideReview, useSaveChecklist } from '@/features/quality-control/api/qc-writes';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';
import { answersOf, draftFromRows, isDraftDirty } from './checklist-draft';
import { ChecklistSection } from './checklist-section';
import { DecisionPanel } from './decision-panel';
import type { RejectionInput } from './rejection-dialog';

/**
 * The checklist and the decision of the caller's open review, sharing one draft of answers: saving sends them
 * alone, a decision sends them with it (the server saves them first). A write against an older review answers
 * 409 STALE_WRITE and opens the stale-write dialog, whose reload shows the review as it now stands.
 */
export const ReviewWorkspace = ({ detail, editable }: { detail: QcSaleDetail; editable: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rows = detail.checklist;
  const [draft, setDraft] = useState(() => draftFromRows(rows));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveChecklist();
  const decide = useDecideReview();
  const { handleStaleWrite, staleWriteDialog } = useStaleWrite<object>({
    onReload: () => void queryClient.invalidateQueries({ queryKey: qcKeys.detail(detail.sale.saleId) }),
  });

  const dirty = editable && isDraftDirty(rows, draft);
  // Unsaved answers survive no reload: the browser asks before the tab closes or reloads.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const answers = answersOf(rows, draft);
  const problems = checklistAnswerProblems(rows, answers);
  const blockingKeys = blockingChecklistItems(rows, answers);
  const blocking = rows.filter((row) => blockingKeys.includes(row.key));
  const review = detail.review;
  const number = detail.sale.saleNumber;

  /** Reports a failed write: the stale-write dialog, else the translated reason and the review refetched. */
  const report = (error: unknown, sent: object) => {
    if (handleStaleWrite(error, sent)) return;
    toastApiError(t, error);
    void queryClient.invalidateQueries({ queryKey: qcKeys.detail(detail.sale.saleId) });
  };
  const commentsMissing = () => {
    if (problems.failsWithoutComment.length === 0) return false;
    setShowErrors(true);
    return true;
  };

  const onSave = async () => {
    if (!review || commentsMissing()) return;
    try {
      await save.mutateAsync({ saleId: detail.sale.saleId, input: { version: review.version, answers } });
      toastSuccess(t('quality-control:toast.saved'));
    } catch (error) {
      report(error, { answers });
    }
  };

  /** Sends the decision with the current answers; throws after reporting, so its dialog stays open. */
  const sendDecision = async (
    input: Omit<QcDecisionInput, 'version'>,
  ): Promise<QcWriteResult | undefined> => {
    if (!review) return undefined;
    try {
      return await decide.mutateAsync({
        saleId: detail.sale.saleId,
        input: { ...input, version: review.version, answers },
      });
    } catch (error) {
      report(error, input);
      throw error;
    }
  };

  const onValidate = async () => {
    if (commentsMissing()) throw new Error('comments missing');
    const result = await sendDecision({ decision: 'validated' });
    if (result) toastSuccess(t('quality-control:toast.validated', { number }));
  };

  const onReject = async (input: RejectionInput) => {
    if (commentsMissing()) throw new Error('comments missing');
    const result = await sendDecision({ decision: 'rejected', ...input });
    if (!result) return;
    const outcome = input.outcome === 'call_back' ? 'callBack' : input.outcome;
    toastSuccess(t(`quality-control:toast.${outcome}`, { number }));
  };

  return (
    <>
      <ChecklistSection
        rows={rows}
        draft={draft}
        onChange={setDraft}
        editable={editable}
        showErrors={showErrors}
        dirty={dirty}
        saving={save.isPending}
        onSave={() => void onSave()}
      />
      {editable && (
        <DecisionPanel
          saleNumber={number}
          blocking={blocking}
          failsWithoutComment={problems.failsWithoutComment.length}
          busy={decide.isPending}
          onValidate={onValidate}
          onReject={onReject}
        />
      )}
      {staleWriteDialog}
    </>
  );
};
