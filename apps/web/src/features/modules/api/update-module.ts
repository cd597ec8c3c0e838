import { type ModuleInfo, moduleResponseSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moduleKeys } from '@/features/modules/api/get-modules';
import { apiRequest } from '@/lib/api-client';
import { auditLogKeys } from '@/lib/audit-log/api/audit-log-keys';

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

export const useUpdateModule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModule,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
      ]),
  });
};
