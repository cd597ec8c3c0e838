import { MAX_PAGE_SIZE } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The companies and teams a user can be placed in, for the selects and filters of the users page. One page of
 * the largest size each: a brokerage has far fewer than a hundred of either. The keys sit under the companies
 * and teams features' roots, so their mutations refresh these lists too.
 */

const refSchema = z.object({ id: z.string(), name: z.string() });
const teamRefSchema = refSchema.extend({ companyId: z.string() });
const refsResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export type NamedRef = z.infer<typeof refSchema>;
export type TeamRef = z.infer<typeof teamRefSchema>;

export const assignmentOptionKeys = {
  companies: ['companies', 'options', 'refs'] as const,
  teams: ['teams', 'options', 'refs'] as const,
};

const byName = { pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' } as const;

export const useCompanyRefs = (enabled = true) =>
  useQuery({
    queryKey: assignmentOptionKeys.companies,
    queryFn: async ({ signal }): Promise<NamedRef[]> =>
      refsResponseSchema(refSchema).parse(
        await apiRequest<unknown>('/api/companies', { query: byName, signal }),
      ).data,
    enabled,
  });

export const useTeamRefs = (enabled = true) =>
  useQuery({
    queryKey: assignmentOptionKeys.teams,
    queryFn: async ({ signal }): Promise<TeamRef[]> =>
      refsResponseSchema(teamRefSchema).parse(
        await apiRequest<unknown>('/api/teams', { query: byName, signal }),
      ).data,
    enabled,
  });
