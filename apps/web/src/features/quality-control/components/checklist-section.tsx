import { CHECKLIST_RESULTS, type ChecklistResult, type QcChecklistRow } from '@brokerage/shared';
import { clsx } from 'clsx';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { type ChecklistDraft, itemLabel } from './checklist-draft';

const RESULT_TONES: Record<ChecklistResult, string> = {
  pass: 'has-checked:border-emerald-600 has-checked:bg-emerald-50 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950',
  fail: 'has-checked:border-red-600 has-checked:bg-red-50 dark:has-checked:border-red-400 dark:has-checked:bg-red-950',
  not_applicable:
    'has-checked:border-slate-600 has-checked:bg-slate-100 dark:has-checked:border-slate-400 dark:has-checked:bg-slate-800',
};

export interface ChecklistSectionProps {
  rows: readonly QcChecklistRow[];
  draft: ChecklistDraft;
  onChange: (draft: ChecklistDraft) => void;
  /** False shows the answers without inputs to change them (not the caller's review, or decided). */
  editable: boolean;
  /** Marks failed items without a comment (after a save or a decision was tried). */
  showErrors: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * The brokerage's checklist (parameter `qualityChecklist`): for each point pass, fail or not applicable, and a
 * comment, which a fail requires. Required points are marked; the decision panel reads the same draft.
 */
export const ChecklistSection = ({
  rows,
  draft,
  onChange,
  editable,
  showErrors,
  dirty,
  saving,
  onSave,
}: ChecklistSectionProps) => {
  const { t, i18n } = useTranslation();
  const set = (key: string, patch: Partial<ChecklistDraft[string]>) => {
    const current = draft[key] ?? { result: null, comment: '' };
    onChange({ ...draft, [key]: { ...current, ...patch } });
  };
  const action = editable ? (
    <Button
      type="button"
      size="sm"
      variant="outline"
      icon={<Save className="size-4" />}
      disabled={!dirty}
      loading={saving}
      loadingText={t('quality-control:checklist.saving')}
      onClick={onSave}
    >
      {t('quality-control:checklist.save')}
    </Button>
  ) : null;

  return (
    <SectionCard id="qc-checklist" title={t('quality-control:checklist.title')} action={action}>
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const answer = draft[row.key];
          const commentId = `qc-comment-${row.key}`;
          const errorId = `qc-comment-error-${row.key}`;
          const missingComment = answer?.result === 'fail' && answer.comment.trim() === '';
          const label = itemLabel(row, i18n.language);
          return (
            <li
              key={row.key}
              className="border-b border-slate-100 pb-4 last:border-0 last:pb-0 dark:border-slate-800"
            >
              <fieldset disabled={!editable} className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">
                  {index + 1}. {label}
                  {row.required && (
                    <span className="ms-2 text-xs font-normal text-red-700 dark:text-red-300">
                      {t('quality-control:checklist.required')}
                    </span>
                  )}
                </legend>
                <div className="flex flex-wrap gap-2">
                  {CHECKLIST_RESULTS.map((result) => (
                    <label
                      key={result}
                      className={clsx(
                        'flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-800 has-disabled:cursor-default dark:border-slate-600 dark:text-slate-100',
                        RESULT_TONES[result],
                      )}
                    >
                      <input
                        type="radio"
                        name={`qc-result-${row.key}`}
                        value={result}
                        checked={answer?.result === result}
                        onChange={() => set(row.key, { result })}
                        className="size-4 accent-blue-600"
                      />
                      {t(`quality-control:checklist.results.${result}`)}
                    </label>
                  ))}
                </div>
                <label htmlFor={commentId} className="text-xs text-slate-600 dark:text-slate-400">
                  {answer?.result === 'fail'
                    ? t('quality-control:checklist.commentRequired')
                    : t('quality-control:checklist.comment')}
                </label>
                <textarea
                  id={commentId}
                  rows={2}
                  maxLength={2_000}
                  value={answer?.comment ?? ''}
                  onChange={(event) => set(row.key, { comment: event.target.value })}
                  aria-invalid={showErrors && missingComment}
                  aria-describedby={showErrors && missingComment ? errorId : undefined}
                  className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:bg-slate-50 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:disabled:bg-slate-900"
                />
                {showErrors && missingComment && (
                  <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
                    {t('quality-control:checklist.failNeedsComment')}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
};
