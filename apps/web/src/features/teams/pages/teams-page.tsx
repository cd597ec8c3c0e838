import type { Team } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '@/features/companies/api/get-companies';
import { useDeleteTeam } from '@/features/teams/api/delete-team';
import { getTeams, useTeams } from '@/features/teams/api/get-teams';
import { assignedGammeCount } from '@/features/teams/team-form.rules';
import { providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { ProviderTypeFilter } from '@/lib/insurance/components/provider-type-filter';
import { useListParams } from '@/lib/list-params';
import { allPagesOf } from '@/lib/record-api';
import { useRecordPermissions } from '@/lib/session/use-record-permissions';
import { Badge } from '@/ui/badge';
import { ListFilter } from '@/ui/data-table/list-filter';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { editRowAction } from '@/ui/list-page/row-actions';
import { useDeleteRowAction } from '@/ui/list-page/use-confirm-delete';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

const FILTERS = ['companyId', 'providerType'] as const;

// The form (and react-hook-form) loads with the first drawer.
const TeamForm = lazy(() =>
  import('@/features/teams/components/team-form').then((m) => ({ default: m.TeamForm })),
);

/** The codes of every assignment, for a tooltip and the CSV ("actudata: SANTE_SENIOR, HOSPI_PLUS.SOLO"). */
const describeAssignments = (team: Pick<Team, 'gammeAssignments'>) =>
  team.gammeAssignments
    .filter((assignment) => assignment.gammes.length > 0)
    .map((assignment) => `${assignment.providerType}: ${assignment.gammes.join(', ')}`)
    .join(' · ');

/** /teams: the teams of each company, their provider type and the gammes they may sell (TeamModule). */
export const TeamsPage = () => {
  const { t } = useTranslation();
  const { canCreate, canUpdate, canDelete } = useRecordPermissions('TeamModule:teams');

  const list = useListParams({ filters: FILTERS, defaultSort: 'name' });
  const teams = useTeams(list.query);
  const companies = useCompanyOptions();
  const providers = useProviders();
  const remove = useDeleteTeam();
  const drawer = useRecordDrawer({ rows: teams.data?.data, getId: (team: Team) => team.id });
  const { deleteAction, deleteDialog } = useDeleteRowAction({
    prefix: 'teams:',
    named: (team: Team) => ({ name: team.name }),
    remove: (team) => remove.mutateAsync(team.id),
    allowed: () => canDelete,
  });
  const editing = drawer.record;

  // The history stores ids and raw assignments: shown as the company's name and "provider: codes".
  const formatHistoryValue = (field: string, value: unknown): string | null | undefined => {
    if (field === 'companyId' && typeof value === 'string') {
      return companies.data?.find((company) => company.id === value)?.name;
    }
    if (field === 'gammeAssignments' && Array.isArray(value)) {
      return describeAssignments({ gammeAssignments: value as Team['gammeAssignments'] }) || null;
    }
    return undefined;
  };

  const columns = useMemo<ColumnDef<Team>[]>(
    () => [
      {
        id: 'name',
        header: t('teams:fields.name'),
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span className="font-medium text-slate-900 dark:text-slate-100">{row.original.name}</span>
        ),
      },
      {
        id: 'company',
        header: t('teams:fields.company'),
        cell: ({ row }) => row.original.company.name,
      },
      {
        id: 'providerType',
        header: t('teams:fields.providerType'),
        cell: ({ row }) =>
          row.original.providerType ? (
            <Badge tone="info">{providerName(providers.data, row.original.providerType)}</Badge>
          ) : (
            <span className="text-slate-400">{t('insurance:providerTypes.none')}</span>
          ),
      },
      {
        id: 'gammes',
        header: t('teams:fields.gammeCount'),
        meta: { className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row }) => {
          const count = assignedGammeCount(row.original.gammeAssignments);
          return <span title={describeAssignments(row.original) || undefined}>{count}</span>;
        },
      },
    ],
    [t, providers.data],
  );

  return (
    <RecordListPage
      prefix="teams:"
      onCreate={canCreate && drawer.openCreate}
      tableId="teams"
      columns={columns}
      query={teams}
      listParams={list}
      onRowClick={canUpdate ? drawer.openRecord : undefined}
      toolbar={
        <>
          <ListFilter
            list={list}
            name="companyId"
            label={t('teams:fields.company')}
            allLabel={t('teams:filters.allCompanies')}
            options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
          />
          <ProviderTypeFilter
            list={list}
            label={t('teams:fields.providerType')}
            allLabel={t('teams:filters.allProviderTypes')}
          />
        </>
      }
      rowActions={(team) => [
        editRowAction(t('teams:actions.edit'), () => drawer.openRecord(team), canUpdate),
        deleteAction(team),
      ]}
      exportCsv={{
        fileName: 'teams',
        fetchAll: allPagesOf(getTeams, list.query),
        columns: [
          { header: t('teams:fields.name'), value: (team) => team.name },
          { header: t('teams:fields.company'), value: (team) => team.company.name },
          {
            header: t('teams:fields.providerType'),
            value: (team) => (team.providerType ? providerName(providers.data, team.providerType) : ''),
          },
          { header: t('teams:fields.gammes'), value: describeAssignments },
        ],
      }}
    >
      <RecordDrawer
        drawer={drawer}
        history={{ entity: 'team', formatValue: formatHistoryValue }}
        title={editing ? t('teams:sheet.editTitle', { name: editing.name }) : t('teams:sheet.createTitle')}
        description={t('teams:sheet.description')}
      >
        {(team) => (
          <TeamForm
            key={team?.id ?? 'new'}
            team={team}
            onCancel={() => void drawer.requestClose()}
            onDone={drawer.close}
          />
        )}
      </RecordDrawer>
      {deleteDialog}
    </RecordListPage>
  );
};
