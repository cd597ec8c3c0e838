import { isRoot } from '@brokerage/shared';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '@/features/roles/api/get-roles';
import { useCompanyRefs, useTeamRefs } from '@/features/users/api/get-assignment-options';
import { useAuth } from '@/lib/session/auth-provider';
import { SelectField } from '@/ui/form/select-field';

/**
 * Role, company and team of a user (create, edit and approve forms). The team list follows the company: a team
 * of another company is cleared when the company changes. Only root is offered the root role.
 */
export const AssignmentFields = ({ roleRequired = true }: { roleRequired?: boolean }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const roles = useRoleOptions();
  const companies = useCompanyRefs();
  const teams = useTeamRefs();
  const { control, getValues, setValue } = useFormContext();
  const companyId = useWatch({ control, name: 'companyId' }) as string | null | undefined;

  const companyTeams = useMemo(
    () => (teams.data ?? []).filter((team) => companyId && team.companyId === companyId),
    [teams.data, companyId],
  );

  useEffect(() => {
    if (!teams.data) return;
    const teamId = getValues('teamId') as string | null | undefined;
    if (teamId && !companyTeams.some((team) => team.id === teamId)) {
      setValue('teamId', null, { shouldDirty: true });
    }
  }, [companyTeams, teams.data, getValues, setValue]);

  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== 'root' || isRoot(user))
    .map((role) => ({ value: role.id, label: role.name }));

  return (
    <>
      <SelectField
        name="roleId"
        label={t('users:fields.role')}
        placeholder={t('users:placeholders.role')}
        emptyValue={undefined}
        options={roleOptions}
        required={roleRequired}
      />
      <SelectField
        name="companyId"
        label={t('users:fields.company')}
        placeholder={t('users:placeholders.noCompany')}
        emptyValue={null}
        options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      />
      <SelectField
        name="teamId"
        label={t('users:fields.team')}
        placeholder={companyId ? t('users:placeholders.noTeam') : t('users:placeholders.companyFirst')}
        emptyValue={null}
        hint={t('users:hints.team')}
        options={companyTeams.map((team) => ({ value: team.id, label: team.name }))}
      />
    </>
  );
};
