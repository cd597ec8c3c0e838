import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password.rules.ts';

describe('passwordWeakness', () => {
  it('refuses a password shorter than 12 characters', () => {
    expect(passwordWeakness('short-pass1')).toBe('too-short');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordWeakness('😀😀😀😀😀😀')).toBe('too-short');
  });

  it('refuses a password longer than 128 characters', () => {
    expect(passwordWeakness('a'.repeat(129))).toBe('too-long');
  });

  it('refuses a password the list knows', () => {
    expect(passwordWeakness('qwerty123456', (candidate) => candidate === 'qwerty123456')).toBe('common');
  });

  it('accepts a long, uncommon password', () => {
    expect(passwordWeakness('correct horse battery staple')).toBeNull();
  });
});
