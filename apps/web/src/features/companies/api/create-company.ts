import {
  type Company,
  type CreateCompanyInput,
  companySchema,
  recordResponseSchema,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '@/features/companies/api/company-keys';
import { apiRequest } from '@/lib/api-client';

const companyResponseSchema = recordResponseSchema(companySchema);

/** POST /api/companies. */
export const createCompany = async (input: CreateCompanyInput): Promise<Company> =>
  companyResponseSchema.parse(await apiRequest<unknown>('/api/companies', { method: 'POST', body: input }))
    .data;

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
