import type { QueryClient } from '@tanstack/react-query';
import { projectObjectiveKeys } from '@/features/project-objectives/api/project-objective-keys';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

/** A change to an objective moves the lists and the record's history. */
export const invalidateAfterObjectiveChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: projectObjectiveKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);
