import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of public breach corpora, as shipped (compressed) by zxcvbn-ts's common
 * language package: a local list, nothing is asked over the network. Loaded on first use, then kept.
 */
let common: ReadonlySet<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
};

/** Leading and trailing digits and punctuation: "Password2024!" is "password" with decoration. */
const DECORATION = /^[\d\W_]+|[\d\W_]+$/g;

/**
 * True for a password of the list, ignoring case, or one of the list decorated with digits or symbols at its
 * ends, or a single character repeated.
 */
export const isCommonPassword = (password: string): boolean => {
  const lowered = password.normalize('NFC').toLowerCase();
  const list = commonPasswords();
  if (list.has(lowered)) return true;
  const core = lowered.replace(DECORATION, '');
  if (core.length >= 4 && list.has(core)) return true;
  return new Set(lowered).size <= 2;
};
