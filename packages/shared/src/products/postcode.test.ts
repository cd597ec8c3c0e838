import { describe, expect, it } from 'vitest';
import { DEPARTEMENT_PATTERN, departementOf, isFrenchPostcode } from './postcode.ts';

describe('departementOf', () => {
  it('answers the first two digits when the postcode is in metropolitan France', () => {
    expect(departementOf('75011')).toBe('75');
    expect(departementOf('01000')).toBe('01');
    expect(departementOf('69003')).toBe('69');
    expect(departementOf('95000')).toBe('95');
    expect(departementOf(' 13001 ')).toBe('13');
  });

  it('answers 2A from 20000 to 20190 and 2B from 20200 to 20620 when the postcode is Corsican', () => {
    expect(departementOf('20000')).toBe('2A');
    expect(departementOf('20090')).toBe('2A');
    expect(departementOf('20190')).toBe('2A');
    expect(departementOf('20200')).toBe('2B');
    expect(departementOf('20600')).toBe('2B');
    expect(departementOf('20620')).toBe('2B');
  });

  it('answers null when a 20xxx postcode lies outside both Corsican ranges', () => {
    expect(departementOf('20195')).toBeNull();
    expect(departementOf('20621')).toBeNull();
    expect(departementOf('20999')).toBeNull();
  });

  it('answers three digits when the postcode is overseas', () => {
    expect(departementOf('97100')).toBe('971');
    expect(departementOf('97200')).toBe('972');
    expect(departementOf('97300')).toBe('973');
    expect(departementOf('97400')).toBe('974');
    expect(departementOf('97500')).toBe('975');
    expect(departementOf('97600')).toBe('976');
  });

  it('answers null when the text is not the postcode of a French département', () => {
    for (const text of [
      '',
      '7501',
      '750011',
      '75 011',
      'ABCDE',
      '00100',
      '96000',
      '97700',
      '98000',
      '99999',
    ]) {
      expect({ text, departement: departementOf(text) }).toEqual({ text, departement: null });
    }
    expect(isFrenchPostcode('98000')).toBe(false);
    expect(isFrenchPostcode('33000')).toBe(true);
  });

  it('answers only codes that the département pattern accepts', () => {
    for (const postcode of ['01000', '09000', '20000', '20200', '29200', '95100', '97100', '97600']) {
      expect(DEPARTEMENT_PATTERN.test(departementOf(postcode) ?? '')).toBe(true);
    }
    expect(DEPARTEMENT_PATTERN.test('20')).toBe(false);
    expect(DEPARTEMENT_PATTERN.test('96')).toBe(false);
    expect(DEPARTEMENT_PATTERN.test('977')).toBe(false);
  });
});
