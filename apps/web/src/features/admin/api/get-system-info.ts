import { systemInfoSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiRequest } from '@/lib/api-client';

const responseSchema = z.object({ data: systemInfoSchema });

/** GET /api/admin/system: version, database driver and the database's latency, measured by the server now. */
export const getSystemInfo = async (signal?: AbortSignal) =>
  responseSchema.parse(await apiRequest<unknown>('/api/admin/system', { signal })).data;

export const useSystemInfo = () =>
  useQuery({ queryKey: adminKeys.system(), queryFn: ({ signal }) => getSystemInfo(signal) });
