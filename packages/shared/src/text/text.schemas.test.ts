import { describe, expect, it } from 'vitest';
import { displayName, multiLineText, searchTerm, singleLineText } from './text.schemas.ts';

describe('singleLineText', () => {
  it('trims and keeps ordinary text, accents and Arabic', () => {
    expect(singleLineText().parse('  Élodie – مرحبا ')).toBe('Élodie – مرحبا');
  });

  it.each(['a\u0000b', 'a\tb', 'a\nb', 'a\u001Bb', 'a\u007Fb', 'a\u0085b'])(
    'refuses the control in %j',
    (value) => {
      expect(singleLineText().safeParse(value).success).toBe(false);
    },
  );

  it('refuses a lone surrogate', () => {
    expect(singleLineText().safeParse('a\uD800b').success).toBe(false);
    expect(singleLineText().safeParse('a😀b').success).toBe(true);
  });

  it('keeps the bounds the caller chains', () => {
    expect(singleLineText().min(1).safeParse('   ').success).toBe(false);
  });
});

describe('multiLineText', () => {
  it('keeps tabs and line breaks but refuses NUL and other controls', () => {
    expect(multiLineText().parse('one\r\n\ttwo')).toBe('one\r\n\ttwo');
    expect(multiLineText().safeParse('one\u0000two').success).toBe(false);
    expect(multiLineText().safeParse('one\u000Btwo').success).toBe(false);
  });
});

describe('displayName', () => {
  it('normalises to NFC so one name typed two ways is one name', () => {
    expect(displayName().parse('E\u0301lodie')).toBe('\u00C9lodie');
  });

  it.each(['ad\u200Bmin', 'admin\u202E', '\u2066admin\u2069', 'ad\uFEFFmin', 'ad\u200Dmin'])(
    'refuses the invisible or bidi character in %j',
    (value) => {
      expect(displayName().safeParse(value).success).toBe(false);
    },
  );
});

describe('searchTerm', () => {
  it('refuses NUL and more than 200 characters', () => {
    expect(searchTerm().safeParse('%\u0000').success).toBe(false);
    expect(searchTerm().safeParse('x'.repeat(201)).success).toBe(false);
    expect(searchTerm().parse(' dupont ')).toBe('dupont');
  });
});
