import { teamKeys } from '@/features/teams/api/team-keys';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/teams/{id}: 204; 409 while the team still has members. */
export const deleteTeam = deleteRecord('/api/teams');

export const useDeleteTeam = () => useChangeMutation(deleteTeam, teamKeys.all);
