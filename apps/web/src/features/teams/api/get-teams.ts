import { type ListResponse, listResponseSchema, type Team, teamSchema } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/team-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

const teamsResponseSchema = listResponseSchema(teamSchema);

/** GET /api/teams: one page with each team's company, filtered by company and provider type. */
export const getTeams = async (query: ListQueryParams, signal?: AbortSignal): Promise<ListResponse<Team>> =>
  teamsResponseSchema.parse(await apiRequest<unknown>('/api/teams', { query, signal }));

export const teamsQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => getTeams(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTeams = (query: ListQueryParams) => useQuery(teamsQueryOptions(query));
