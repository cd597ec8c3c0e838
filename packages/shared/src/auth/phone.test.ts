import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone.ts';

describe('toE164', () => {
  it('reads a French national number with the default region', () => {
    expect(toE164('06 39 98 00 04')).toBe('+33639980004');
  });

  it('keeps an international number as written', () => {
    expect(toE164('+212 6 61 23 45 67')).toBe('+212661234567');
  });

  it('answers null when the number is not valid', () => {
    expect(toE164('12')).toBeNull();
    expect(toE164('not a number')).toBeNull();
  });

  it('formats an E.164 number for display', () => {
    expect(formatPhone('+33639980004')).toBe('+33 6 39 98 00 04');
  });
});
