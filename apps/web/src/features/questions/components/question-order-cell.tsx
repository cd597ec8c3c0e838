import type { Question } from '@brokerage/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryQuestions } from '@/features/questions/api/get-category-questions';
import { useReorderQuestions } from '@/features/questions/api/reorder-questions';
import { moveItem } from '@/features/questions/questionnaire.rules';
import { toastApiError } from '@/lib/mutation-toasts';
import { announce } from '@/ui/live-announcer';
import { menuIconButtonClass } from '@/ui/menu-styles';

export interface QuestionOrderCellProps {
  question: Question;
  /** Shows the move buttons (standard questions, list in questionnaire order, may update). */
  canReorder: boolean;
}

const ANNOUNCE_MS = 1_000;

/**
 * A question's place in its category and, for who may reorder, buttons to move it up or down: each sends the
 * category's whole new order (POST /api/questions/reorder). The focus stays on the button through the move.
 */
export const QuestionOrderCell = ({ question, canReorder }: QuestionOrderCellProps) => {
  const { t } = useTranslation();
  const siblings = useCategoryQuestions(canReorder ? question.categoryId : null);
  const reorder = useReorderQuestions();
  const ids = siblings.data?.map((sibling) => sibling.id) ?? [];
  const index = ids.indexOf(question.id);
  const position = index >= 0 ? index + 1 : question.order + 1;
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'up' | 'down' | null>(null);

  // The row moves when the list comes back in its new order; the element moved loses the focus, so give it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the row's order changes.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    const first = wanted === 'up' ? upRef.current : downRef.current;
    const other = wanted === 'up' ? downRef.current : upRef.current;
    (first && !first.disabled ? first : other)?.focus();
  }, [question.order]);

  const move = async (delta: -1 | 1) => {
    // Not disabled while a move is saved (a disabled button drops the focus): a second press waits its turn.
    if (reorder.isPending) return;
    const next = question.categoryId ? moveItem(ids, index, delta) : null;
    if (!next || !question.categoryId) return;
    pendingFocus.current = delta < 0 ? 'up' : 'down';
    try {
      await reorder.mutateAsync({ categoryId: question.categoryId, ids: next });
      announce(
        t('questions:reorder.moved', {
          label: question.label,
          position: index + delta + 1,
          total: ids.length,
        }),
        { durationMs: ANNOUNCE_MS },
      );
    } catch (error) {
      pendingFocus.current = null;
      toastApiError(t, error);
    }
  };

  if (!canReorder) return <span className="tabular-nums">{position}</span>;
  const loading = siblings.isPending;
  return (
    <span className="flex items-center justify-end gap-0.5">
      <span className="me-1 min-w-5 text-end tabular-nums">{position}</span>
      <button
        ref={upRef}
        type="button"
        className={`${menuIconButtonClass} disabled:cursor-not-allowed disabled:opacity-30`}
        disabled={loading || index <= 0}
        aria-busy={reorder.isPending || undefined}
        onClick={() => void move(-1)}
        aria-label={t('questions:reorder.up', { label: question.label })}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        ref={downRef}
        type="button"
        className={`${menuIconButtonClass} disabled:cursor-not-allowed disabled:opacity-30`}
        disabled={loading || index < 0 || index >= ids.length - 1}
        aria-busy={reorder.isPending || undefined}
        onClick={() => void move(1)}
        aria-label={t('questions:reorder.down', { label: question.label })}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
};
