import type { FieldErrors, FieldValues } from 'react-hook-form';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The same error tree with every message passed through `translate` (field refs kept as they are). */
export const translateErrorTree = <T extends FieldValues>(
  errors: FieldErrors<T>,
  translate: (message: string) => string,
): FieldErrors<T> => {
  const walk = (node: unknown): unknown => {
    if (!isRecord(node)) return node;
    if (Array.isArray(node)) return node.map(walk);
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref') copy[key] = value;
      else if (key === 'message' && typeof value === 'string') copy[key] = translate(value);
      else copy[key] = walk(value);
    }
    return copy;
  };
  return walk(errors) as FieldErrors<T>;
};
