import { DEFAULT_PARAMETERS, PARAMETER_KEYS, type Parameters, parametersSchema } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { parameters } from '@/db/schema/index.ts';

/**
 * The brokerage's parameters as the documents, the signature and the emails read them: the stored values over
 * the defaults. A stored value the current schema no longer accepts (an older format, a hand edit) reads as
 * the default rather than breaking every document; the parameters page (issue 12) validates what it saves.
 */
export const readParameters = async ({ db }: { db: Executor }): Promise<Parameters> => {
  const rows = await db.select({ key: parameters.key, value: parameters.value }).from(parameters);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const merged: Record<string, unknown> = { ...DEFAULT_PARAMETERS };
  for (const key of PARAMETER_KEYS) {
    if (!stored.has(key)) continue;
    const parsed = parametersSchema.shape[key].safeParse(stored.get(key));
    if (parsed.success) merged[key] = parsed.data;
  }
  return parametersSchema.parse(merged);
};
