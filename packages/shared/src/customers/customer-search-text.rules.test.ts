import { describe, expect, it } from 'vitest';
import {
  customerSearchText,
  foldText,
  phoneNumberStart,
  phoneSearchDigits,
  searchWords,
} from './customer-search-text.rules.ts';

describe('customer search text', () => {
  it('folds case, accents, ligatures and spaces', () => {
    expect(foldText('  Hélène   LEFÈVRE-Œuvray Straße ')).toBe('helene lefevre-oeuvray strasse');
  });

  it('writes "first last email phone-digits"', () => {
    expect(
      customerSearchText({ firstName: 'Zoë', lastName: 'Noël', email: 'Zoe@X.fr', phone: '+33612345678' }),
    ).toBe('zoe noel zoe@x.fr 33612345678');
    expect(customerSearchText({ firstName: 'A', lastName: 'B', email: null, phone: '+33612345678' })).toBe(
      'a b 33612345678',
    );
  });

  it('reads a phone in national, international or partial form as the stored digits', () => {
    expect(phoneSearchDigits('06 12 34 56 78')).toBe('33612345678');
    expect(phoneSearchDigits('+33 6 12 34 56 78')).toBe('33612345678');
    expect(phoneSearchDigits('0033 6 12')).toBe('33612');
    expect(phoneSearchDigits('06.12.3')).toBe('336123');
    expect(phoneSearchDigits('12 34')).toBe('1234');
  });

  it('reads a number typed from its start as the start of an E.164 number, and nothing else', () => {
    expect(phoneNumberStart('06 12 34 56 78')).toBe('+33612345678');
    expect(phoneNumberStart(' +33 6 12 34')).toBe('+3361234');
    expect(phoneNumberStart('0033 6 12')).toBe('+33612');
    expect(phoneNumberStart('06.12.3')).toBe('+336123');
    expect(phoneNumberStart('12 34')).toBeNull();
    expect(phoneNumberStart('dupont')).toBeNull();
    expect(phoneNumberStart('0')).toBeNull();
    expect(phoneNumberStart('+')).toBeNull();
  });

  it('splits words, and keeps a phone as one word', () => {
    expect(searchWords('Élodie  DURAND')).toEqual(['elodie', 'durand']);
    expect(searchWords('06 12 34')).toEqual(['3361234']);
    expect(searchWords('elodie 06')).toEqual(['elodie', '06']);
    expect(searchWords(' + ')).toEqual(['+']);
  });
});
