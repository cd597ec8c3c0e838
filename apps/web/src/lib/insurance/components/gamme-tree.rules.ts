import { addGamme, baseCodeOf, covers, isSubLine, isSubLineOf, removeGamme } from '@brokerage/shared';

/**
 * The tri-state logic of the gamme assignment tree (provider → line → sub-lines), on top of the shared dotted
 * code rules: a bare code is the whole line (and every sub-line, present or future), a dotted code one sub-line.
 * Pure functions over lists of codes; the component only renders them.
 */

import type { CheckState } from '@/ui/tri-state-checkbox';

export type { CheckState };

export interface GammeTreeItem {
  code: string;
  name: string;
  /** False for a code that is assigned but missing from the catalogue (removed, or no longer sold). */
  known: boolean;
}

export interface GammeTreeLine extends GammeTreeItem {
  subLines: GammeTreeItem[];
}

/**
 * The lines of one provider type with their sub-lines, in catalogue order. Assigned codes the catalogue does not
 * list still get a row (not `known`) so they can be seen and removed; a sub-line whose line the catalogue does
 * not list is nested under a line of that code, also not `known`.
 */
export const buildGammeTree = (
  catalogue: readonly { code: string; name: string }[],
  selected: readonly string[] = [],
): GammeTreeLine[] => {
  const names = new Map(catalogue.map((gamme) => [gamme.code, gamme.name]));
  const lines = new Map<string, GammeTreeLine>();
  const item = (code: string): GammeTreeItem => ({
    code,
    name: names.get(code) ?? code,
    known: names.has(code),
  });
  const lineOf = (base: string): GammeTreeLine => {
    const existing = lines.get(base);
    if (existing) return existing;
    const line = { ...item(base), subLines: [] };
    lines.set(base, line);
    return line;
  };
  // Lines first, so a sub-line listed before its line is still nested under it.
  const codes = [...catalogue.map((gamme) => gamme.code), ...selected];
  for (const code of codes) if (!isSubLine(code)) lineOf(code);
  for (const code of codes) {
    if (!isSubLine(code)) continue;
    const line = lineOf(baseCodeOf(code));
    if (!line.subLines.some((sub) => sub.code === code)) line.subLines.push(item(code));
  }
  return [...lines.values()];
};

/** Checked when the bare code is assigned; indeterminate when sub-lines are (one by one); unchecked otherwise. */
export const lineState = (line: GammeTreeLine, selected: readonly string[]): CheckState => {
  if (selected.includes(line.code)) return 'checked';
  return selected.some((code) => isSubLineOf(code, line.code)) ? 'indeterminate' : 'unchecked';
};

/** A sub-line is checked when it is assigned itself or its whole line is. */
export const isSubLineChecked = (code: string, selected: readonly string[]): boolean =>
  covers(selected, code);

/** How many of a line's sub-lines the selection covers. */
export const coveredSubLines = (line: GammeTreeLine, selected: readonly string[]): number =>
  line.subLines.filter((sub) => covers(selected, sub.code)).length;

/** Checking a line assigns its bare code in place of its sub-lines; unchecking removes the line and them. */
export const toggleLine = (selected: readonly string[], line: GammeTreeLine, checked: boolean): string[] =>
  checked ? addGamme(selected, line.code) : removeGamme(selected, line.code);

/**
 * Checking a sub-line adds it alone (checking every sub-line one by one keeps them as sub-lines). Unchecking a
 * sub-line of a whole line turns the bare code into the line's other sub-lines.
 */
export const toggleSubLine = (
  selected: readonly string[],
  line: GammeTreeLine,
  code: string,
  checked: boolean,
): string[] => {
  if (checked) return addGamme(selected, code);
  if (!selected.includes(line.code)) return removeGamme(selected, code);
  const others = line.subLines.map((sub) => sub.code).filter((other) => other !== code);
  return others.reduce(addGamme, removeGamme(selected, line.code));
};

/** A provider is checked when every line is whole, indeterminate when anything is assigned, else unchecked. */
export const providerState = (lines: readonly GammeTreeLine[], selected: readonly string[]): CheckState => {
  if (selected.length === 0) return 'unchecked';
  const known = lines.filter((line) => line.known);
  if (known.length > 0 && known.every((line) => selected.includes(line.code))) {
    return selected.every((code) => known.some((line) => line.code === code)) ? 'checked' : 'indeterminate';
  }
  return 'indeterminate';
};

/** Checking a provider assigns every catalogue line whole; unchecking clears the provider's assignment. */
export const toggleProvider = (lines: readonly GammeTreeLine[], checked: boolean): string[] =>
  checked ? lines.filter((line) => line.known).map((line) => line.code) : [];
