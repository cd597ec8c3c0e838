import { type Company, createCompanyInputSchema } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useCreateCompany } from '@/features/companies/api/create-company';
import { useUpdateCompany } from '@/features/companies/api/update-company';
import { ProviderTypesField } from '@/features/companies/components/provider-types-field';
import { applyDuplicateError, applyServerErrors } from '@/ui/form/apply-server-errors';
import { TextField } from '@/ui/form/text-field';
import { RecordForm } from '@/ui/list-page/record-form';
import { byIdMutations, useRecordForm } from '@/ui/list-page/use-record-form';

export interface CompanyFormProps {
  /** Edits this company; creates one without it. */
  company?: Company;
  onDone: (company: Company) => void;
  onCancel: () => void;
}

const companyValues = (company?: Company) => ({
  name: company?.name ?? '',
  providerTypes: company?.providerTypes ?? [],
});

/** The company's name and the provider types it may sell; PUT sends both, replacing the set. */
export const CompanyForm = ({ company, onDone, onCancel }: CompanyFormProps) => {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const { form, saveRecord, recordForm } = useRecordForm(createCompanyInputSchema, {
    record: company,
    defaultValues: companyValues(company),
    toValues: companyValues,
    fieldLabel: (field) =>
      field === 'name' || field === 'providerTypes' ? t(`companies:fields.${field}`) : field,
  });

  return (
    <RecordForm
      {...recordForm}
      onCancel={onCancel}
      createLabel={t('companies:actions.create')}
      onSubmit={(values) =>
        saveRecord(values, byIdMutations(create, update), {
          success: (saved) =>
            t(company ? 'companies:toast.updated' : 'companies:toast.created', { name: saved.name }),
          onSaved: onDone,
          onError: (error) =>
            applyDuplicateError(form.setError, error, 'name', t('companies:form.duplicateName')) ||
            applyServerErrors(form.setError, error, ['name', 'providerTypes']),
        })
      }
    >
      <TextField name="name" label={t('companies:fields.name')} required autoComplete="organization" />
      <ProviderTypesField
        name="providerTypes"
        label={t('companies:fields.providerTypes')}
        hint={t('companies:form.providerTypesHint')}
      />
    </RecordForm>
  );
};
