import type { GammeAssignmentLike } from '@brokerage/shared';

/**
 * What the team form saves: the gammes of the chosen provider type only (the tree shows no other), as SPEC §3's
 * selectedGammes. Without a provider type nothing is assigned; other provider types' assignments stay as they are.
 */
export const selectionFor = (
  selection: Readonly<Record<string, readonly string[]>>,
  providerType: string | null,
): Record<string, string[]> => (providerType ? { [providerType]: [...(selection[providerType] ?? [])] } : {});

/**
 * SPEC §7 Teams: a bulk change of one provider type's gammes is the codes to add and the codes to remove,
 * each sent to its own endpoint. Codes kept on both sides are left alone.
 */
export const diffGammes = (
  current: readonly string[],
  wanted: readonly string[],
): { add: string[]; remove: string[] } => ({
  add: wanted.filter((code) => !current.includes(code)),
  remove: current.filter((code) => !wanted.includes(code)),
});

/** How many codes a team holds over all its assignments (a bare line counts once, like a sub-line). */
export const assignedGammeCount = (assignments: readonly GammeAssignmentLike[]): number =>
  assignments.reduce((total, assignment) => total + assignment.gammes.length, 0);
