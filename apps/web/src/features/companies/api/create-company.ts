import { type Company, type CreateCompanyInput, companySchema } from '@brokerage/shared';
import { companyKeys } from '@/features/companies/api/company-keys';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/companies. */
export const createCompany = postRecord<CreateCompanyInput, Company>('/api/companies', companySchema);

export const useCreateCompany = () => useChangeMutation(createCompany, companyKeys.all);
