import { PARAMETER_KEYS, type ParameterKey, type ParameterSet, type Parameters } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { parameterSet, parameters } from '@/db/schema/index.ts';
import { recordAudit } from '@/platform/audit.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import {
  loadParametersSnapshot,
  PARAMETER_SET_ID,
  type ParametersSnapshot,
  readParameterSetVersion,
  readStoredParameters,
} from './parameters-store.ts';

/** The set in its API shape. */
export const toParameterSet = ({
  parameters: values,
  version,
  updatedAt,
}: ParametersSnapshot): ParameterSet => ({
  ...values,
  version,
  updatedAt: updatedAt?.toISOString() ?? null,
});

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the whole set under the version the client loaded: the version row is locked first, so of two saves
 * naming the same version one wins and the other answers 409 STALE_WRITE with the set as it now stands. Only
 * the keys that changed are written (a key never saved keeps following its default), with one audit entry
 * old → new; a save that changes nothing writes nothing and keeps the version.
 */
export const updateParameters = async ({
  db,
  actor,
  ip,
  input,
  expected,
}: WriteContext & { input: Parameters; expected: number | undefined }): Promise<ParameterSet> =>
  db.transaction(async (tx) => {
    await tx.insert(parameterSet).values({ id: PARAMETER_SET_ID }).onConflictDoNothing();
    const current = await readParameterSetVersion(tx, { lock: true });
    await assertVersion(current, expected, async () => toParameterSet(await loadParametersSnapshot(tx)));

    const before = await readStoredParameters(tx);
    const changed = PARAMETER_KEYS.filter((key) => !sameValue(before[key], input[key]));
    if (changed.length === 0) return toParameterSet({ parameters: before, ...current });

    const updatedAt = new Date();
    for (const key of changed) {
      const value = input[key];
      await tx
        .insert(parameters)
        .values({ key, value, updatedAt, updatedBy: actor.id })
        .onConflictDoUpdate({ target: parameters.key, set: { value, updatedAt, updatedBy: actor.id } });
    }
    const [saved] = await tx
      .update(parameterSet)
      .set({ version: current.version + 1, updatedAt, updatedBy: actor.id })
      .where(eq(parameterSet.id, PARAMETER_SET_ID))
      .returning({ version: parameterSet.version, updatedAt: parameterSet.updatedAt });
    const pick = (values: Parameters) =>
      Object.fromEntries(changed.map((key: ParameterKey) => [key, values[key]]));
    await recordAudit({
      db: tx,
      actor: { id: actor.id, name: actor.name },
      action: 'update',
      entity: 'parameters',
      entityId: PARAMETER_SET_ID,
      before: pick(before),
      after: pick(input),
      ip,
    });
    return toParameterSet({
      parameters: input,
      version: saved?.version ?? current.version + 1,
      updatedAt: saved?.updatedAt ?? updatedAt,
    });
  });
