import { createTeamInputSchema, type Team } from '@brokerage/shared';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '@/features/companies/api/get-companies';
import { useCompanyProviderTypes } from '@/features/companies/api/get-company-provider-types';
import { useCreateTeam } from '@/features/teams/api/create-team';
import { useUpdateTeam } from '@/features/teams/api/update-team';
import { selectionFor } from '@/features/teams/team-form.rules';
import { providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { GammeTree } from '@/lib/insurance/components/gamme-tree';
import { applyDuplicateError, applyServerErrors } from '@/ui/form/apply-server-errors';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { RecordForm } from '@/ui/list-page/record-form';
import { useRecordForm } from '@/ui/list-page/use-record-form';

export interface TeamFormProps {
  /** Edits this team; creates one without it. */
  team?: Team;
  onDone: (team: Team) => void;
  onCancel: () => void;
}

const SERVER_FIELDS = ['name', 'companyId', 'providerType', 'selectedGammes', 'gammeAssignments'];

const teamValues = (team?: Team) => ({
  name: team?.name ?? '',
  companyId: team?.companyId ?? '',
  providerType: team?.providerType ?? null,
  selectedGammes: Object.fromEntries(
    (team?.gammeAssignments ?? []).map((assignment) => [assignment.providerType, assignment.gammes]),
  ),
});

const FIELD_LABELS: Record<string, string> = {
  name: 'teams:fields.name',
  companyId: 'teams:fields.company',
  providerType: 'teams:fields.providerType',
  selectedGammes: 'teams:fields.gammes',
};

/**
 * A team's name, company, provider type (one of the company's) and, in a tree, the gammes it may sell for that
 * provider type. Saving sends selectedGammes for the chosen provider type only, normalised by the API call.
 */
export const TeamForm = ({ team, onDone, onCancel }: TeamFormProps) => {
  const { t } = useTranslation();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const companies = useCompanyOptions();
  const providers = useProviders();
  const { form, saveRecord, recordForm } = useRecordForm(createTeamInputSchema, {
    record: team,
    defaultValues: teamValues(team),
    toValues: teamValues,
    fieldLabel: (field) => {
      const key = FIELD_LABELS[field];
      return key ? t(key) : field;
    },
  });
  const companyId = useWatch({ control: form.control, name: 'companyId' });
  const providerType = useWatch({ control: form.control, name: 'providerType' });
  const companyTypes = useCompanyProviderTypes(companyId || null);

  // A provider type the chosen company does not sell is cleared; a company selling one type gets it preselected.
  useEffect(() => {
    const types = companyTypes.data;
    if (!types) return;
    const current = form.getValues('providerType');
    if (current && !types.includes(current)) form.setValue('providerType', null, { shouldDirty: true });
    else if (!current && types.length === 1 && !team)
      form.setValue('providerType', types[0], { shouldDirty: true });
  }, [companyTypes.data, form, team]);

  const providerOptions = useMemo(
    () =>
      (companyTypes.data ?? []).map((code) => ({ value: code, label: providerName(providers.data, code) })),
    [companyTypes.data, providers.data],
  );

  return (
    <RecordForm
      {...recordForm}
      onCancel={onCancel}
      createLabel={t('teams:actions.create')}
      onSubmit={async (values) => {
        const input = {
          name: values.name,
          companyId: values.companyId,
          providerType: values.providerType ?? null,
          selectedGammes: selectionFor(values.selectedGammes ?? {}, values.providerType ?? null),
        };
        await saveRecord(
          input,
          {
            create: create.mutateAsync,
            update: (versioned, edited) =>
              update.mutateAsync({ id: edited.id, input: versioned, current: edited.gammeAssignments }),
          },
          {
            success: (saved) => t(team ? 'teams:toast.updated' : 'teams:toast.created', { name: saved.name }),
            onSaved: onDone,
            onError: (error) =>
              applyDuplicateError(form.setError, error, 'name', t('teams:form.duplicateName')) ||
              applyServerErrors(form.setError, error, SERVER_FIELDS),
          },
        );
      }}
    >
      <TextField name="name" label={t('teams:fields.name')} required />
      {/* Remounted when its options arrive, so the select shows the value the form already holds. */}
      <SelectField
        key={companies.data ? 'companies' : 'loading'}
        name="companyId"
        label={t('teams:fields.company')}
        required
        placeholder={t('teams:form.chooseCompany')}
        options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      />
      <SelectField
        key={providerOptions.map((option) => option.value).join()}
        name="providerType"
        label={t('teams:fields.providerType')}
        emptyValue={null}
        placeholder={t('teams:form.noProviderType')}
        disabled={!companyId}
        hint={
          companyId && companyTypes.data?.length === 0
            ? t('teams:form.companySellsNothing')
            : t('teams:form.providerTypeHint')
        }
        options={providerOptions}
      />
      <Controller
        control={form.control}
        name="selectedGammes"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('teams:fields.gammes')}
            </span>
            <GammeTree
              label={t('teams:fields.gammes')}
              providers={
                providerType ? [{ code: providerType, name: providerName(providers.data, providerType) }] : []
              }
              value={field.value ?? {}}
              onChange={(next) => field.onChange(next)}
            />
            {fieldState.error?.message ? (
              <p className="text-xs text-red-700 dark:text-red-300">{fieldState.error.message}</p>
            ) : null}
          </div>
        )}
      />
    </RecordForm>
  );
};
