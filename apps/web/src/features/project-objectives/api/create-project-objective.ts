import {
  type CreateProjectObjectiveInput,
  type ProjectObjective,
  projectObjectiveSchema,
} from '@brokerage/shared';
import { invalidateAfterObjectiveChange } from '@/features/project-objectives/api/invalidate';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/project-objectives: at the end of the list unless an order is given; 409 DUPLICATE on a taken label. */
export const createProjectObjective = postRecord<CreateProjectObjectiveInput, ProjectObjective>(
  '/api/project-objectives',
  projectObjectiveSchema,
);

export const useCreateProjectObjective = () =>
  useChangeMutation(createProjectObjective, invalidateAfterObjectiveChange);
