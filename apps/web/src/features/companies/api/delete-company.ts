import { companyKeys } from '@/features/companies/api/company-keys';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/companies/{id}: 204; 409 while the company still has teams or users. */
export const deleteCompany = deleteRecord('/api/companies');

export const useDeleteCompany = () => useChangeMutation(deleteCompany, companyKeys.all);
