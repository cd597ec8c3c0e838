import {
  type CreateProjectObjectiveInput,
  type ProjectObjective,
  projectObjectiveSchema,
  recordResponseSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterObjectiveChange } from '@/features/project-objectives/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const objectiveResponseSchema = recordResponseSchema(projectObjectiveSchema);

/** POST /api/project-objectives: at the end of the list unless an order is given; 409 DUPLICATE on a taken label. */
export const createProjectObjective = async (input: CreateProjectObjectiveInput): Promise<ProjectObjective> =>
  objectiveResponseSchema.parse(
    await apiRequest<unknown>('/api/project-objectives', { method: 'POST', body: input }),
  ).data;

export const useCreateProjectObjective = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectObjective,
    onSuccess: () => invalidateAfterObjectiveChange(queryClient),
  });
};
