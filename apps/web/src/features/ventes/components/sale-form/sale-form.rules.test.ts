import { describe, expect, it } from 'vitest';
import { draftSale, quotedSale, saleWithCustomer, saleWithProductLine } from '@/test/sale-fixtures';
import { firstIncompleteStep, isStepReachable, toSaleAnswers } from './sale-form.rules';
import { SCHEMA_MESSAGE_KEYS } from './sale-form-messages';

describe('firstIncompleteStep', () => {
  it('does start a new sale at the call and a phone sale without consent there too', () => {
    expect(firstIncompleteStep(undefined)).toBe('call');
    expect(firstIncompleteStep({ ...draftSale, callConsentAt: null })).toBe('call');
  });

  it('does not need the consent of a sale in person', () => {
    expect(
      firstIncompleteStep({
        ...draftSale,
        channel: 'in_person',
        callConsentAt: null,
        recordingAnnouncedAt: null,
      }),
    ).toBe('customer');
  });

  it('does follow the steps the sale has done', () => {
    expect(firstIncompleteStep(draftSale)).toBe('customer');
    expect(firstIncompleteStep(saleWithCustomer)).toBe('productLine');
    expect(firstIncompleteStep(saleWithProductLine)).toBe('quote');
    expect(firstIncompleteStep(quotedSale)).toBe('subscription');
  });

  it('does keep a step closed until the ones before it are done', () => {
    expect(isStepReachable(draftSale, 'customer')).toBe(true);
    expect(isStepReachable(draftSale, 'quote')).toBe(false);
  });
});

describe('toSaleAnswers', () => {
  it('does store numbers and flags as text and leave out empty answers', () => {
    expect(toSaleAnswers({ a: 3, b: true, c: false, d: ['x'], e: null, f: undefined, g: 'text' })).toEqual({
      a: '3',
      b: 'yes',
      c: 'no',
      d: ['x'],
      g: 'text',
    });
  });
});

describe('SCHEMA_MESSAGE_KEYS', () => {
  it('does map each rule message of the shared schemas to its own translation', () => {
    const keys = [...SCHEMA_MESSAGE_KEYS.values()];
    expect(keys).toHaveLength(11);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
