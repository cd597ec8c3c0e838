import { recordKeys } from '@/lib/record-keys';

/** Query keys of the project objectives; every mutation invalidates `projectObjectiveKeys.all`. */
export const projectObjectiveKeys = recordKeys('project-objectives');
