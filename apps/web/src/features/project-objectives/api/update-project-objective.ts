import {
  type ProjectObjective,
  projectObjectiveSchema,
  recordResponseSchema,
  type UpdateProjectObjectiveInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterObjectiveChange } from '@/features/project-objectives/api/invalidate';
import { apiRequest } from '@/lib/api-client';

const objectiveResponseSchema = recordResponseSchema(projectObjectiveSchema);

/** PUT /api/project-objectives/{id}: any subset of the fields. */
export const updateProjectObjective = async ({
  id,
  input,
}: {
  id: string;
  input: UpdateProjectObjectiveInput;
}): Promise<ProjectObjective> =>
  objectiveResponseSchema.parse(
    await apiRequest<unknown>(`/api/project-objectives/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
    }),
  ).data;

export const useUpdateProjectObjective = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectObjective,
    onSuccess: () => invalidateAfterObjectiveChange(queryClient),
  });
};
