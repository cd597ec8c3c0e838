/**
 * Dotted gamme codes (SPEC §5): `SANTE_SENIOR` is a whole product line, `SANTE_SENIOR.CONFORT` one of its
 * sub-lines. A bare code covers, and replaces, all its sub-lines; a dotted code stands only for itself.
 * Lists of codes are kept normalised: no duplicates, and no sub-line next to its own bare line.
 */

/** Upper-case letters, digits and underscores, with at most one dot before a sub-line's own part. */
export const GAMME_CODE_PATTERN = /^[A-Z0-9_]+(\.[A-Z0-9_]+)?$/;
export const GAMME_CODE_MAX_LENGTH = 64;

export const isGammeCode = (value: string): boolean =>
  value.length <= GAMME_CODE_MAX_LENGTH && GAMME_CODE_PATTERN.test(value);

/** `SANTE_SENIOR.CONFORT` → `SANTE_SENIOR`; a bare code is its own base. */
export const baseCodeOf = (code: string): string => {
  const dot = code.indexOf('.');
  return dot === -1 ? code : code.slice(0, dot);
};

export const isSubLine = (code: string): boolean => code.includes('.');

/** True when `code` is a sub-line of the bare line `base`. */
export const isSubLineOf = (code: string, base: string): boolean =>
  isSubLine(code) && baseCodeOf(code) === base;

/** Whether a list of assigned codes covers `code`: itself, or (for a sub-line) its bare line. */
export const covers = (assigned: readonly string[], code: string): boolean =>
  assigned.includes(code) || (isSubLine(code) && assigned.includes(baseCodeOf(code)));

/**
 * Whether a team holding `assigned` may sell `code`: a code it covers, or a bare line of which it holds a
 * sub-line (pricing, the sale form's product line and the sellable catalogue read all use this rule).
 */
export const isGammeOpen = (assigned: readonly string[], code: string): boolean =>
  covers(assigned, code) || (!isSubLine(code) && assigned.some((held) => isSubLineOf(held, code)));

/**
 * Adds a code: a bare code replaces all its sub-lines; a sub-line whose bare line is present, or a code
 * already there, changes nothing. Answers a new list; the input is never mutated.
 */
export const addGamme = (list: readonly string[], code: string): string[] => {
  if (covers(list, code)) return [...list];
  if (isSubLine(code)) return [...list, code];
  return [...list.filter((existing) => !isSubLineOf(existing, code)), code];
};

/**
 * Removes a code: a bare code takes all its sub-lines with it; a sub-line only itself. Removing a sub-line
 * that is covered only by its bare line changes nothing (remove the bare line, then add the sub-lines wanted).
 */
export const removeGamme = (list: readonly string[], code: string): string[] =>
  isSubLine(code)
    ? list.filter((existing) => existing !== code)
    : list.filter((existing) => existing !== code && !isSubLineOf(existing, code));

/** The list with duplicates removed and sub-lines folded into their bare line, in first-seen order. */
export const normalizeGammes = (list: readonly string[]): string[] =>
  list.reduce<string[]>((result, code) => addGamme(result, code), []);

/**
 * The add and remove calls that turn `current` into `wanted` (SPEC §7 Teams: the bulk update is a diff).
 * Apply every removal before any addition: adding a sub-line is a no-op while its bare line is still there.
 */
export const diffGammes = (
  current: readonly string[],
  wanted: readonly string[],
): { toAdd: string[]; toRemove: string[] } => {
  const from = normalizeGammes(current);
  const to = normalizeGammes(wanted);
  return {
    toAdd: to.filter((code) => !from.includes(code)),
    toRemove: from.filter((code) => !to.includes(code)),
  };
};
