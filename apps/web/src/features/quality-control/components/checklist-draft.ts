import type { ChecklistAnswer, ChecklistResult, Locale, QcChecklistRow } from '@brokerage/shared';

/** The reviewer's answers being edited, by item key; a comment may come before the result (null). */
export type ChecklistDraft = Record<string, { result: ChecklistResult | null; comment: string }>;

export const draftFromRows = (rows: readonly QcChecklistRow[]): ChecklistDraft =>
  Object.fromEntries(
    rows.flatMap((row) =>
      row.result ? [[row.key, { result: row.result, comment: row.comment ?? '' }]] : [],
    ),
  );

/** The answers as the API takes them, in the checklist's order; an empty comment is no comment. */
export const answersOf = (rows: readonly QcChecklistRow[], draft: ChecklistDraft): ChecklistAnswer[] =>
  rows.flatMap((row) => {
    const answer = draft[row.key];
    if (!answer?.result) return [];
    const comment = answer.comment.trim();
    return [{ key: row.key, result: answer.result, comment: comment === '' ? null : comment }];
  });

/** Whether the draft differs from what the server holds (the save button and the leave warning use it). */
export const isDraftDirty = (rows: readonly QcChecklistRow[], draft: ChecklistDraft): boolean => {
  const saved = draftFromRows(rows);
  return rows.some((row) => {
    const a = saved[row.key];
    const b = draft[row.key];
    return (
      (a?.result ?? null) !== (b?.result ?? null) || (a?.comment ?? '').trim() !== (b?.comment ?? '').trim()
    );
  });
};

/** An item's label in the reader's language (the parameters hold en, fr and ar). */
export const itemLabel = (row: Pick<QcChecklistRow, 'labels' | 'key'>, language: string): string =>
  row.labels[(['en', 'fr', 'ar'].includes(language) ? language : 'fr') as Locale] ?? row.key;
