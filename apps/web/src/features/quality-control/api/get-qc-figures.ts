import { type QcFigures, type QcFiguresQuery, qcFiguresResponseSchema } from '@brokerage/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { qcKeys } from '@/features/quality-control/api/qc-keys';
import { apiRequest } from '@/lib/api-client';

/** GET /api/quality-control/figures?from&to: decisions of a period (Paris days), per agent and per team. */
export const getQcFigures = async (period: QcFiguresQuery, signal?: AbortSignal): Promise<QcFigures> =>
  qcFiguresResponseSchema.parse(
    await apiRequest<unknown>('/api/quality-control/figures', { query: { ...period }, signal }),
  ).data;

export const useQcFigures = (period: QcFiguresQuery | null) =>
  useQuery({
    queryKey: qcKeys.figures(period ?? { from: '', to: '' }),
    queryFn: ({ signal }) => getQcFigures(period ?? { from: '', to: '' }, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
