import {
  type Company,
  companySchema,
  recordResponseSchema,
  type UpdateCompanyInput,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '@/features/companies/api/company-keys';
import { apiRequest } from '@/lib/api-client';

const companyResponseSchema = recordResponseSchema(companySchema);

/** PUT /api/companies/{id}: the name and the whole set of provider types. */
export const updateCompany = async ({
  id,
  input,
}: {
  id: string;
  input: UpdateCompanyInput;
}): Promise<Company> =>
  companyResponseSchema.parse(
    await apiRequest<unknown>(`/api/companies/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  ).data;

export const useUpdateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
