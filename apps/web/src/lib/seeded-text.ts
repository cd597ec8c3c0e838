import type { TFunction } from 'i18next';

/** Translation key → the exact text the seed stores; read back as text → key. */
export type SeededTexts = ReadonlyMap<string, string>;

export const seededTexts = (keyToText: Readonly<Record<string, string>>): SeededTexts =>
  new Map(Object.entries(keyToText).map(([key, text]) => [text, key]));

/**
 * Demo data the seed writes (role descriptions, guarantee labels) is stored as plain text in the seed's
 * language. While the stored text is still exactly the seeded one it shows in the reader's language through
 * its key; once someone edits it, it shows as typed (see docs/decisions.md, "Demo data in the user's language").
 */
export const displaySeeded = (t: TFunction, stored: string, texts: SeededTexts): string => {
  const key = texts.get(stored);
  return key ? t(key) : stored;
};
