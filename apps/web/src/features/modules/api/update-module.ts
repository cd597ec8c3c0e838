import { type ModuleInfo, moduleResponseSchema } from '@brokerage/shared';
import { moduleKeys } from '@/features/modules/api/get-modules';
import { apiRequest } from '@/lib/api-client';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';
import { useChangeMutation } from '@/lib/record-api';

/** PUT /api/modules/{name} (root only): switch a module on or off. */
export const updateModule = async ({
  name,
  enabled,
}: {
  name: string;
  enabled: boolean;
}): Promise<ModuleInfo> =>
  moduleResponseSchema.parse(
    await apiRequest<unknown>(`/api/modules/${encodeURIComponent(name)}`, {
      method: 'PUT',
      body: { enabled },
    }),
  ).data;

export const useUpdateModule = () =>
  useChangeMutation(updateModule, (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moduleKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
    ]),
  );
