import { type Company, companySchema, type UpdateCompanyInput } from '@brokerage/shared';
import { companyKeys } from '@/features/companies/api/company-keys';
import { putRecord, useChangeMutation } from '@/lib/record-api';

/** PUT /api/companies/{id}: the name and the whole set of provider types. */
export const updateCompany = putRecord<UpdateCompanyInput, Company>('/api/companies', companySchema);

export const useUpdateCompany = () => useChangeMutation(updateCompany, companyKeys.all);
