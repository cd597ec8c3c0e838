import { projectObjectiveSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { projectObjectiveKeys } from '@/features/project-objectives/api/project-objective-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/project-objectives: one page, in display order unless sorted otherwise, searched on the label. */
export const getProjectObjectives = getPage('/api/project-objectives', projectObjectiveSchema);

export const projectObjectivesQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(projectObjectiveKeys.list(query), getProjectObjectives, query);

export const useProjectObjectives = (query: ListQueryParams) =>
  useQuery(projectObjectivesQueryOptions(query));
