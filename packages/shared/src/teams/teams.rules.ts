import { normalizeGammes } from '../insurance/gamme-codes.rules.ts';

export interface GammeAssignmentLike {
  providerType: string;
  gammes: string[];
}

/** The gamme fields of a team payload, as the form or the API sends them (SPEC §3 Team). */
export interface TeamGammePayload {
  providerType?: string | null | undefined;
  gammeAssignments?: GammeAssignmentLike[] | undefined;
  selectedGammes?: Record<string, string[]> | undefined;
}

/** One assignment per provider type, in first-seen order, each with a normalised list of codes. */
export const mergeAssignments = (assignments: readonly GammeAssignmentLike[]): GammeAssignmentLike[] => {
  const byProvider = new Map<string, string[]>();
  for (const { providerType, gammes } of assignments) {
    byProvider.set(providerType, [...(byProvider.get(providerType) ?? []), ...gammes]);
  }
  return [...byProvider].map(([providerType, gammes]) => ({ providerType, gammes: normalizeGammes(gammes) }));
};

/**
 * SPEC §5: when `selectedGammes` is present, `gammeAssignments` is rebuilt from it (and `selectedGammes` is
 * dropped on update); when a provider type is set without an assignment, an empty one is added. Assignments
 * come out merged per provider type with normalised codes. Answers a new payload.
 */
export const normalizeTeamPayload = <Payload extends TeamGammePayload>(
  payload: Payload,
  { isUpdate }: { isUpdate: boolean },
): Payload => {
  const result: Payload = { ...payload };
  if (payload.selectedGammes !== undefined) {
    result.gammeAssignments = Object.entries(payload.selectedGammes).map(([providerType, gammes]) => ({
      providerType,
      gammes,
    }));
    if (isUpdate) delete result.selectedGammes;
  }
  if (result.gammeAssignments !== undefined)
    result.gammeAssignments = mergeAssignments(result.gammeAssignments);
  const providerType = result.providerType;
  if (
    providerType &&
    !result.gammeAssignments?.some((assignment) => assignment.providerType === providerType)
  ) {
    result.gammeAssignments = [...(result.gammeAssignments ?? []), { providerType, gammes: [] }];
  }
  return result;
};

/** Drops assignments without gammes, except the team's own provider type's (which SPEC §5 keeps). */
export const pruneEmptyAssignments = (
  assignments: readonly GammeAssignmentLike[],
  providerType: string | null | undefined,
): GammeAssignmentLike[] =>
  assignments.filter(
    (assignment) => assignment.gammes.length > 0 || assignment.providerType === providerType,
  );

/** The codes assigned for one provider type (empty when it has no assignment). */
export const gammesOf = (assignments: readonly GammeAssignmentLike[], providerType: string): string[] =>
  assignments.find((assignment) => assignment.providerType === providerType)?.gammes ?? [];

/** The assignments with one provider type's codes replaced (added at the end when it had none). */
export const withGammes = (
  assignments: readonly GammeAssignmentLike[],
  providerType: string,
  gammes: string[],
): GammeAssignmentLike[] =>
  assignments.some((assignment) => assignment.providerType === providerType)
    ? assignments.map((assignment) =>
        assignment.providerType === providerType ? { providerType, gammes } : assignment,
      )
    : [...assignments, { providerType, gammes }];
