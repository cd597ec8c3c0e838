import {
  type ListResponse,
  listResponseSchema,
  type ProjectObjective,
  projectObjectiveSchema,
} from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectObjectiveKeys } from '@/features/project-objectives/api/project-objective-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';

const objectivesPageSchema = listResponseSchema(projectObjectiveSchema);

/** GET /api/project-objectives: one page, in display order unless sorted otherwise, searched on the label. */
export const getProjectObjectives = async (
  query: ListQueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<ProjectObjective>> =>
  objectivesPageSchema.parse(await apiRequest<unknown>('/api/project-objectives', { query, signal }));

export const projectObjectivesQueryOptions = (query: ListQueryParams) =>
  queryOptions({
    queryKey: projectObjectiveKeys.list(query),
    queryFn: ({ signal }) => getProjectObjectives(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProjectObjectives = (query: ListQueryParams) =>
  useQuery(projectObjectivesQueryOptions(query));
