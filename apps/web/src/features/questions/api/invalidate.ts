import type { QueryClient } from '@tanstack/react-query';
import { questionKeys } from '@/features/questions/api/question-keys';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

/** A change to a question or a category moves the lists, the counts, the questionnaires and the history. */
export const invalidateAfterQuestionnaireChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: questionKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);
