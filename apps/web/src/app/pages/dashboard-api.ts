import { type Dashboard, REQUEST_TIMEOUTS } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { saleKeys } from '@/features/ventes/api/sale-keys';
import { apiRequest } from '@/lib/api-client';

/** Under the sales' key: every change to a sale invalidates `saleKeys.all`, so the figures follow. */
export const dashboardQueryKey = [...saleKeys.all, 'dashboard'] as const;

/**
 * GET /api/dashboard: the home page's figures, computed by the server for the caller's scope. The answer is not
 * parsed with `dashboardSchema` here: the server already serialises it through that schema, and zod would
 * enter the signed-in shell's first load with the dashboard (decisions: Dashboard).
 */
export const getDashboard = async (signal?: AbortSignal): Promise<Dashboard> => {
  const body = await apiRequest<{ data?: Dashboard } | null>('/api/dashboard', {
    timeoutMs: REQUEST_TIMEOUTS.saleList,
    signal,
  });
  if (!body?.data) throw new Error('Invalid API response - missing data property');
  return body.data;
};

export const useDashboard = (enabled: boolean) =>
  useQuery({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal), enabled });
