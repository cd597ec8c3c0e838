import { describe, expect, it } from 'vitest';
import {
  answerMatches,
  answerOptionsProblem,
  appliesToGamme,
  conditionValuesOf,
  createsConditionCycle,
  isVisible,
  normalizeProviderGammes,
  normalizeQuestionType,
} from './questions.rules.ts';
import { createQuestionInputSchema, questionListQuerySchema } from './questions.schemas.ts';

const options = [
  { value: 'seul', label: 'Seul(e)' },
  { value: 'couple', label: 'En couple' },
];

describe('normalizeQuestionType', () => {
  it('saves the question as radio when it has answer options and no type', () => {
    expect(normalizeQuestionType({ answerOptions: options })).toBe('radio');
  });

  it('forces radio when it has answer options and a non-choice type', () => {
    for (const type of ['text', 'long_text', 'number', 'date', 'yes_no'] as const) {
      expect(normalizeQuestionType({ type, answerOptions: options })).toBe('radio');
    }
  });

  it('keeps radio, checkbox and select as given when it has answer options', () => {
    for (const type of ['radio', 'checkbox', 'select'] as const) {
      expect(normalizeQuestionType({ type, answerOptions: options })).toBe(type);
    }
  });

  it('keeps the given type, or text, when it has no answer options', () => {
    expect(normalizeQuestionType({ type: 'date', answerOptions: [] })).toBe('date');
    expect(normalizeQuestionType({ type: 'checkbox' })).toBe('checkbox');
    expect(normalizeQuestionType({})).toBe('text');
  });
});

describe('answerOptionsProblem', () => {
  it('answers null when a choice question has distinct options and a free question has none', () => {
    expect(answerOptionsProblem('select', options)).toBeNull();
    expect(answerOptionsProblem('number', [])).toBeNull();
  });

  it('names the problem when a choice question has no options or repeats a value', () => {
    expect(answerOptionsProblem('checkbox', [])).toMatch(/at least one/);
    expect(answerOptionsProblem('radio', [...options, { value: 'seul', label: 'Célibataire' }])).toMatch(
      /seul/,
    );
  });

  it('fails the create schema on answerOptions when a choice type comes without options', () => {
    const result = createQuestionInputSchema.safeParse({
      categoryId: '00000000-0000-4000-8000-000000000000',
      label: 'Situation familiale',
      type: 'radio',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['answerOptions']);
  });

  it('fails the list query on providerType when a gamme comes without its provider type', () => {
    expect(questionListQuerySchema.safeParse({ gamme: 'SANTE_SENIOR' }).success).toBe(false);
    expect(
      questionListQuerySchema.safeParse({ gamme: 'SANTE_SENIOR', providerType: 'actudata' }).success,
    ).toBe(true);
  });
});

describe('appliesToGamme', () => {
  it('applies to the sub-line only when a dotted code is assigned', () => {
    const assigned = { actudata: ['SANTE_SENIOR.CONFORT'] };
    expect(appliesToGamme(assigned, 'actudata', 'SANTE_SENIOR.CONFORT')).toBe(true);
    expect(appliesToGamme(assigned, 'actudata', 'SANTE_SENIOR.EXCELLENCE')).toBe(false);
    expect(appliesToGamme(assigned, 'actudata', 'SANTE_SENIOR')).toBe(false);
  });

  it('applies to the line and every sub-line when the bare code is assigned', () => {
    const assigned = { actudata: ['SANTE_SENIOR'] };
    expect(appliesToGamme(assigned, 'actudata', 'SANTE_SENIOR')).toBe(true);
    expect(appliesToGamme(assigned, 'actudata', 'SANTE_SENIOR.CONFORT')).toBe(true);
    expect(appliesToGamme(assigned, 'actudata', 'SANTE_SENIOR.EXCELLENCE')).toBe(true);
    expect(appliesToGamme(assigned, 'actudata', 'SANTE_SENIORS')).toBe(false);
  });

  it('does not apply to the same code of another provider type', () => {
    expect(appliesToGamme({ santeplus: ['SANTE_SENIOR'] }, 'actudata', 'SANTE_SENIOR')).toBe(false);
  });

  it('applies everywhere when the question is assigned to no gamme', () => {
    expect(appliesToGamme({}, 'actudata', 'HOSPI_PLUS')).toBe(true);
    expect(appliesToGamme({ actudata: [] }, 'santeplus', 'SANTE_PLUS_ACTIF.ECO')).toBe(true);
  });
});

describe('normalizeProviderGammes', () => {
  it('folds sub-lines into their bare line, drops empty provider types and sorts them', () => {
    expect(
      normalizeProviderGammes({
        santeplus: [],
        actudata: ['SANTE_SENIOR.CONFORT', 'HOSPI_PLUS', 'SANTE_SENIOR', 'HOSPI_PLUS'],
        'mutuelle-atlas': ['ATLAS_SANTE.OR'],
      }),
    ).toEqual({ actudata: ['HOSPI_PLUS', 'SANTE_SENIOR'], 'mutuelle-atlas': ['ATLAS_SANTE.OR'] });
  });
});

describe('createsConditionCycle', () => {
  const graph: Record<string, string | null> = { a: null, b: 'a', c: 'b', x: 'y', y: 'x' };
  const dependsOn = (id: string) => graph[id];

  it('refuses a question that depends on itself', () => {
    expect(createsConditionCycle('a', 'a', dependsOn)).toBe(true);
  });

  it('refuses a condition when the chain from the target leads back to the question', () => {
    expect(createsConditionCycle('a', 'c', dependsOn)).toBe(true);
  });

  it('accepts a condition when the chain ends elsewhere, even at an unrelated loop', () => {
    expect(createsConditionCycle('c', 'a', dependsOn)).toBe(false);
    expect(createsConditionCycle('a', 'x', dependsOn)).toBe(false);
  });
});

describe('conditionValuesOf', () => {
  it('answers the option values of a choice question, yes and no for yes/no, and null otherwise', () => {
    expect(conditionValuesOf({ type: 'radio', answerOptions: options })).toEqual(['seul', 'couple']);
    expect(conditionValuesOf({ type: 'yes_no', answerOptions: [] })).toEqual(['yes', 'no']);
    expect(conditionValuesOf({ type: 'number', answerOptions: [] })).toBeNull();
  });
});

describe('isVisible', () => {
  const spouse = { id: 'spouse', condition: { questionId: 'situation', equals: 'couple' } };
  const spouseRegime = { id: 'spouse-regime', condition: { questionId: 'spouse', equals: 'yes' } };

  it('shows a question without condition whatever the answers', () => {
    expect(isVisible({ id: 'situation', condition: null }, {})).toBe(true);
  });

  it('shows a conditional question only when the answer equals the value', () => {
    expect(isVisible(spouse, { situation: 'couple' })).toBe(true);
    expect(isVisible(spouse, { situation: 'seul' })).toBe(false);
    expect(isVisible(spouse, {})).toBe(false);
  });

  it('matches a ticked value of a multiple choice, a yes/no flag and a number by its text', () => {
    expect(answerMatches(['optique', 'dentaire'], 'dentaire')).toBe(true);
    expect(answerMatches(['optique'], 'dentaire')).toBe(false);
    expect(answerMatches(true, 'yes')).toBe(true);
    expect(answerMatches(false, 'yes')).toBe(false);
    expect(answerMatches(2, '2')).toBe(true);
  });

  it('hides a question when the question it depends on is hidden, given the questionnaire', () => {
    const byId = new Map([
      ['spouse', spouse],
      ['spouse-regime', spouseRegime],
    ]);
    const stale = { situation: 'seul', spouse: 'yes' };
    expect(isVisible(spouseRegime, stale)).toBe(true);
    expect(isVisible(spouseRegime, stale, byId)).toBe(false);
    expect(isVisible(spouseRegime, { situation: 'couple', spouse: 'yes' }, byId)).toBe(true);
  });

  it('hides questions whose conditions loop', () => {
    const left = { id: 'left', condition: { questionId: 'right', equals: 'yes' } };
    const right = { id: 'right', condition: { questionId: 'left', equals: 'yes' } };
    const byId = new Map([
      ['left', left],
      ['right', right],
    ]);
    expect(isVisible(left, { left: 'yes', right: 'yes' }, byId)).toBe(false);
  });
});
