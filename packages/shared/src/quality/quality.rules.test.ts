import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../parameters/parameters.schemas.ts';
import {
  blockingChecklistItems,
  type ChecklistAnswer,
  canValidateChecklist,
  checklistAnswerProblems,
  hasChecklistProblems,
  isOwnSale,
} from './quality.rules.ts';
import { qcDecisionInputSchema } from './quality.schemas.ts';

const checklist = [
  { key: 'consent', labels: { en: 'a', fr: 'a', ar: 'a' }, required: true },
  { key: 'identity', labels: { en: 'b', fr: 'b', ar: 'b' }, required: true },
  { key: 'courtesy', labels: { en: 'c', fr: 'c', ar: 'c' }, required: false },
];
const answer = (key: string, result: ChecklistAnswer['result'], comment: string | null = null) => ({
  key,
  result,
  comment,
});

describe('checklist answers', () => {
  it('accepts known keys once, and fails with a comment', () => {
    const problems = checklistAnswerProblems(checklist, [
      answer('consent', 'pass'),
      answer('courtesy', 'fail', 'Rude'),
    ]);
    expect(hasChecklistProblems(problems)).toBe(false);
  });

  it('reports unknown keys, duplicates and fails without a comment', () => {
    const problems = checklistAnswerProblems(checklist, [
      answer('consent', 'pass'),
      answer('consent', 'fail', ' '),
      answer('mystery', 'pass'),
    ]);
    expect(problems).toEqual({
      unknownKeys: ['mystery'],
      duplicateKeys: ['consent'],
      failsWithoutComment: ['consent'],
    });
    expect(hasChecklistProblems(problems)).toBe(true);
  });

  it('lets a sale be validated only when every required item passes or does not apply', () => {
    expect(blockingChecklistItems(checklist, [])).toEqual(['consent', 'identity']);
    expect(
      blockingChecklistItems(checklist, [answer('consent', 'pass'), answer('identity', 'fail', 'No ID')]),
    ).toEqual(['identity']);
    expect(
      canValidateChecklist(checklist, [
        answer('consent', 'pass'),
        answer('identity', 'not_applicable'),
        answer('courtesy', 'fail', 'Rude'),
      ]),
    ).toBe(true);
  });

  it('works on the default checklist of the parameters', () => {
    const all = DEFAULT_PARAMETERS.qualityChecklist.map((item) => answer(item.key, 'pass'));
    expect(canValidateChecklist(DEFAULT_PARAMETERS.qualityChecklist, all)).toBe(true);
  });

  it('knows a reviewer’s own sale', () => {
    expect(isOwnSale('u1', 'u1')).toBe(true);
    expect(isOwnSale('u1', 'u2')).toBe(false);
    expect(isOwnSale('u1', null)).toBe(false);
  });
});

describe('decision input', () => {
  const paths = (input: unknown) =>
    qcDecisionInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('accepts a plain validation and refuses reasons on it', () => {
    expect(paths({ version: 1, decision: 'validated' })).toEqual([]);
    expect(paths({ version: 1, decision: 'validated', reasons: ['other'] })).toEqual(['reasons']);
  });

  it('needs reasons and an outcome for a rejection', () => {
    expect(paths({ version: 1, decision: 'rejected' })).toEqual(['reasons', 'outcome']);
    expect(paths({ version: 1, decision: 'rejected', reasons: [], outcome: 'lost' })).toEqual(['reasons']);
    expect(
      paths({ version: 1, decision: 'rejected', reasons: ['consent_missing'], outcome: 'lost' }),
    ).toEqual([]);
  });

  it('needs a comment for "other" and a due date and note for a call-back', () => {
    expect(paths({ version: 1, decision: 'rejected', reasons: ['other'], outcome: 'correction' })).toEqual([
      'comment',
    ]);
    expect(
      paths({ version: 1, decision: 'rejected', reasons: ['price_not_stated'], outcome: 'call_back' }),
    ).toEqual(['callBackDueDate', 'callBackNote']);
  });

  it('refuses an unknown reason and a reason given twice', () => {
    expect(paths({ version: 1, decision: 'rejected', reasons: ['bad_mood'], outcome: 'lost' })).toEqual([
      'reasons.0',
    ]);
    expect(
      paths({ version: 1, decision: 'rejected', reasons: ['other', 'other'], outcome: 'lost', comment: 'x' }),
    ).toEqual(['reasons']);
  });
});
