import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '@/features/companies/api/company-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/companies/{id}: 204; 409 while the company still has teams or users. */
export const deleteCompany = async (id: string): Promise<void> => {
  await apiRequest<unknown>(`/api/companies/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
