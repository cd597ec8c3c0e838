import {
  type QcChecklistInput,
  type QcDecisionInput,
  type QcReleaseInput,
  type QcTakeInput,
  type QcWriteResult,
  qcWriteResponseSchema,
} from '@brokerage/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { contractKeys } from '@/features/contracts/api/contract-keys';
import { qcKeys } from '@/features/quality-control/api/qc-keys';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

export interface QcWriteVariables<Input> {
  saleId: string;
  input: Input;
}

/** One write of the review (`take`, `release`, `checklist`, `decision`): the review and the sale's new status. */
const qcWrite =
  <Input>(method: 'POST' | 'PUT', action: string) =>
  async ({ saleId, input }: QcWriteVariables<Input>): Promise<QcWriteResult> =>
    qcWriteResponseSchema.parse(
      await apiRequest<unknown>(`/api/quality-control/${encodeURIComponent(saleId)}/${action}`, {
        method,
        body: input,
      }),
    ).data;

/** POST …/take with the sale's version: the sale moves to `quality_review`, held by the caller. */
export const takeSale = qcWrite<QcTakeInput>('POST', 'take');
/** POST …/release with the review's version: the sale goes back to the queue, answers kept. */
export const releaseReview = qcWrite<QcReleaseInput>('POST', 'release');
/** PUT …/checklist with the review's version: replaces the answers. */
export const saveChecklist = qcWrite<QcChecklistInput>('PUT', 'checklist');
/** POST …/decision with the review's version: validated (a contract), rejected, or a call-back. */
export const decideReview = qcWrite<QcDecisionInput>('POST', 'decision');

/** A review write moves the queue, the figures, the sale (status, history, dashboard) and maybe the contracts. */
const invalidateAfterReview = (queryClient: QueryClient, saleId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: qcKeys.all }),
    queryClient.invalidateQueries({ queryKey: saleKeys.all }),
    queryClient.invalidateQueries({ queryKey: contractKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.record('sale', saleId) }),
  ]);

const useQcWrite = <Input>(write: (variables: QcWriteVariables<Input>) => Promise<QcWriteResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_result, { saleId }) => invalidateAfterReview(queryClient, saleId),
  });
};

export const useTakeSale = () => useQcWrite(takeSale);
export const useReleaseReview = () => useQcWrite(releaseReview);
export const useSaveChecklist = () => useQcWrite(saveChecklist);
export const useDecideReview = () => useQcWrite(decideReview);
