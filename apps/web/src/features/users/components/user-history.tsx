import { formatPhone, type UserStatus } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '@/features/roles/api/get-roles';
import { useCompanyRefs, useTeamRefs } from '@/features/users/api/get-assignment-options';
import { USER_STATUSES } from '@/features/users/components/user-statuses';
import { RecordHistory } from '@/lib/audit-log/components/record-history';

/** A user's history, with ids shown as the names they stand for. */
export const UserHistory = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const companies = useCompanyRefs();
  const teams = useTeamRefs();
  const nameOf = (list: Array<{ id: string; name: string }> | undefined, value: unknown) =>
    typeof value === 'string' ? (list?.find((item) => item.id === value)?.name ?? value) : undefined;
  return (
    <RecordHistory
      entity="user"
      entityId={userId}
      formatValue={(field, value) => {
        if (value === null || value === undefined || value === '') return undefined;
        if (field === 'roleId') return nameOf(roles.data, value);
        if (field === 'companyId') return nameOf(companies.data, value);
        if (field === 'teamId') return nameOf(teams.data, value);
        if (field === 'phone' && typeof value === 'string') return formatPhone(value);
        if (field === 'status' && USER_STATUSES.includes(value as UserStatus)) {
          return t(`users:status.${value as UserStatus}`);
        }
        return undefined;
      }}
    />
  );
};
