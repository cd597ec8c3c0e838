import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const secret = 'a'.repeat(48);
const iban = 'FR7630006000011234567890189';

describe('secret box', () => {
  it('seals without the plaintext and opens to it', () => {
    const box = createSecretBox('bank-details', [secret]);
    const sealed = box.seal(iban);
    expect(sealed).not.toContain(iban);
    expect(sealed.startsWith(`${box.currentKeyId}.`)).toBe(true);
    expect(box.open(sealed)).toBe(iban);
    expect(box.seal(iban)).not.toBe(sealed);
  });

  it('refuses a tampered value, another purpose and an unknown key', () => {
    const box = createSecretBox('bank-details', [secret]);
    const sealed = box.seal(iban);
    const parts = sealed.split('.');
    const flipped = `${parts[3]?.startsWith('A') ? 'B' : 'A'}${parts[3]?.slice(1)}`;
    expect(() => box.open([parts[0], parts[1], parts[2], flipped].join('.'))).toThrow();
    expect(() => createSecretBox('other-purpose', [secret]).open(sealed)).toThrow();
    expect(() => createSecretBox('bank-details', ['b'.repeat(48)]).open(sealed)).toThrow(/No key/);
    expect(() => box.open('not-sealed')).toThrow(/malformed/);
  });

  it('opens values sealed under the previous secret after a rotation', () => {
    const before = createSecretBox('bank-details', [secret]);
    const sealed = before.seal(iban);
    const after = createSecretBox('bank-details', ['b'.repeat(48), secret]);
    expect(after.currentKeyId).not.toBe(before.currentKeyId);
    expect(after.open(sealed)).toBe(iban);
  });
});
