/** How a before/after value of the audit trail reads in the history (pure, unit-tested). */

export type ChangeDisplay =
  | { kind: 'values'; before: string | null; after: string | null }
  | { kind: 'list'; added: string[]; removed: string[] };

const isPrimitiveList = (value: unknown): value is Array<string | number | boolean> =>
  Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));

/** null and '' read as "empty"; objects as compact JSON. */
export const formatAuditValue = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isPrimitiveList(value)) return value.map(String).join(', ') || null;
  return JSON.stringify(value);
};

/**
 * Lists of plain values (a role's granted permission keys, a company's provider types) show what was added and
 * removed rather than two long lists; anything else shows before → after.
 */
export const describeChange = (before: unknown, after: unknown): ChangeDisplay => {
  if (
    isPrimitiveList(before ?? []) &&
    isPrimitiveList(after ?? []) &&
    (Array.isArray(before) || Array.isArray(after))
  ) {
    const previous = new Set(((before as unknown[] | null) ?? []).map(String));
    const next = new Set(((after as unknown[] | null) ?? []).map(String));
    return {
      kind: 'list',
      added: [...next].filter((item) => !previous.has(item)),
      removed: [...previous].filter((item) => !next.has(item)),
    };
  }
  return { kind: 'values', before: formatAuditValue(before), after: formatAuditValue(after) };
};
