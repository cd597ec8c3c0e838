import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '@/features/roles/api/get-roles';
import { useCompanyRefs, useTeamRefs } from '@/features/users/api/get-assignment-options';
import { USER_STATUSES } from '@/features/users/components/user-statuses';
import type { ListParamsState } from '@/lib/list-params';
import { FilterSelect } from '@/ui/data-table/filter-select';

/** The users list's filters: role, company, team (of the chosen company) and status. */
export const UserFilters = ({ list }: { list: ListParamsState }) => {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const companies = useCompanyRefs();
  const teams = useTeamRefs();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('users:fields.role')}
        allLabel={t('users:filters.allRoles')}
        value={filters.roleId}
        onChange={(value) => list.setFilter('roleId', value)}
        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
      />
      <FilterSelect
        label={t('users:fields.company')}
        allLabel={t('users:filters.allCompanies')}
        value={filters.companyId}
        onChange={(value) => list.setFilter('companyId', value)}
        options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      />
      <FilterSelect
        label={t('users:fields.team')}
        allLabel={t('users:filters.allTeams')}
        value={filters.teamId}
        onChange={(value) => list.setFilter('teamId', value)}
        options={(teams.data ?? [])
          .filter((team) => !filters.companyId || team.companyId === filters.companyId)
          .map((team) => ({ value: team.id, label: team.name }))}
      />
      <FilterSelect
        label={t('users:fields.status')}
        allLabel={t('users:filters.allStatuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={USER_STATUSES.map((status) => ({ value: status, label: t(`users:status.${status}`) }))}
      />
    </>
  );
};
