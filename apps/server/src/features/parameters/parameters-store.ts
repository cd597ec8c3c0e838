import { DEFAULT_PARAMETERS, PARAMETER_KEYS, type Parameters, parametersSchema } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { parameterSet, parameters } from '@/db/schema/index.ts';

/** The one row of `parameter_set`. */
export const PARAMETER_SET_ID = 'brokerage';

/** The parameters with the version they were read at and when they were last saved. */
export interface ParametersSnapshot {
  parameters: Parameters;
  version: number;
  updatedAt: Date | null;
}

/** The set's version row as it stands; none (never saved) is version 1. */
export const readParameterSetVersion = async (
  db: Executor,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ version: number; updatedAt: Date | null }> => {
  const query = db
    .select({ version: parameterSet.version, updatedAt: parameterSet.updatedAt })
    .from(parameterSet)
    .where(eq(parameterSet.id, PARAMETER_SET_ID));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? { version: 1, updatedAt: null };
};

/**
 * The stored values over the defaults. A stored value the current schema no longer accepts (an older format,
 * a hand edit) reads as the default rather than breaking every document; the parameters page validates what
 * it saves.
 */
export const readStoredParameters = async (db: Executor): Promise<Parameters> => {
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

/**
 * The parameters straight from the database. The version is read first: a save committing in between then
 * labels newer values with an older version, which only makes a cache reload once more, never keep old values.
 */
export const loadParametersSnapshot = async (db: Executor): Promise<ParametersSnapshot> => {
  const { version, updatedAt } = await readParameterSetVersion(db);
  return { parameters: await readStoredParameters(db), version, updatedAt };
};
