import { ApiError } from '@/lib/api-error';

/** The record as it stands on the server, when `error` is a 409 STALE_WRITE; null for any other failure. */
export const staleWriteCurrent = (error: unknown): Record<string, unknown> | null => {
  if (!(error instanceof ApiError) || error.code !== 'STALE_WRITE') return null;
  const current = (error.details as { current?: unknown } | undefined)?.current;
  return current && typeof current === 'object' && !Array.isArray(current)
    ? (current as Record<string, unknown>)
    : null;
};

export interface FieldDifference {
  field: string;
  yours: unknown;
  theirs: unknown;
}

/** Empty, null and absent read the same to a person: a cleared field is not a difference from a missing one. */
const comparable = (value: unknown) =>
  value === undefined || value === null || value === '' ? '' : JSON.stringify(value);

/**
 * The fields the user sent whose value differs from the server's record, field by field. Only fields the
 * form sent are compared (the record has more: ids of relations, timestamps), and the version never counts.
 */
export const fieldDifferences = (
  yours: Record<string, unknown>,
  theirs: Record<string, unknown>,
): FieldDifference[] =>
  Object.keys(yours)
    .filter((field) => field !== 'version' && comparable(yours[field]) !== comparable(theirs[field]))
    .map((field) => ({ field, yours: yours[field], theirs: theirs[field] }));

const MAX_SHOWN = 300;

/**
 * A value as the difference table shows it: text as is, lists and objects as compact JSON (cut after 300
 * characters: a permission map is long, and the point is to see that it differs), empty as a dash.
 */
export const displayValue = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN)}…` : json;
};
