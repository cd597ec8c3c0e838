import { teamSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/team-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/teams: one page with each team's company, filtered by company and provider type. */
export const getTeams = getPage('/api/teams', teamSchema);

export const teamsQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(teamKeys.list(query), getTeams, query);

export const useTeams = (query: ListQueryParams) => useQuery(teamsQueryOptions(query));
