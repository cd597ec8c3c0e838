import type { GammeAssignmentLike } from '@brokerage/shared';

/**
 * What the team form saves: the gammes of the chosen provider type only (the tree shows no other), as SPEC §3's
 * selectedGammes. Without a provider type nothing is assigned.
 */
export const selectionFor = (
  selection: Readonly<Record<string, readonly string[]>>,
  providerType: string | null,
): Record<string, string[]> => (providerType ? { [providerType]: [...(selection[providerType] ?? [])] } : {});

/** The team's non-empty assignments for other provider types, which saving the form removes. */
export const otherAssignments = (
  assignments: readonly GammeAssignmentLike[],
  providerType: string | null,
): GammeAssignmentLike[] =>
  assignments.filter(
    (assignment) => assignment.providerType !== providerType && assignment.gammes.length > 0,
  );

/** How many codes a team holds over all its assignments (a bare line counts once, like a sub-line). */
export const assignedGammeCount = (assignments: readonly GammeAssignmentLike[]): number =>
  assignments.reduce((total, assignment) => total + assignment.gammes.length, 0);
