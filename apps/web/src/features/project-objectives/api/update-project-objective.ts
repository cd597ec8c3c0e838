import {
  type ProjectObjective,
  projectObjectiveSchema,
  type UpdateProjectObjectiveInput,
} from '@brokerage/shared';
import { invalidateAfterObjectiveChange } from '@/features/project-objectives/api/invalidate';
import { putRecord, useChangeMutation } from '@/lib/record-api';

/** PUT /api/project-objectives/{id}: any subset of the fields. */
export const updateProjectObjective = putRecord<UpdateProjectObjectiveInput, ProjectObjective>(
  '/api/project-objectives',
  projectObjectiveSchema,
);

export const useUpdateProjectObjective = () =>
  useChangeMutation(updateProjectObjective, invalidateAfterObjectiveChange);
