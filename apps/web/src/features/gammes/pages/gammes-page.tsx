import { type Gamme, isSubLine } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { CornerDownRight, ListPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteGamme } from '@/features/gammes/api/delete-gamme';
import { getGammes, useGammes } from '@/features/gammes/api/get-gammes';
import { GammeForm } from '@/features/gammes/components/gamme-form';
import { providerCodesInHistory, providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { ProviderTypeFilter } from '@/lib/insurance/components/provider-type-filter';
import { useGammeCache } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { useListParams } from '@/lib/list-params';
import { allPagesOf } from '@/lib/record-api';
import { useRecordPermissions } from '@/lib/session/use-record-permissions';
import { Badge } from '@/ui/badge';
import { ActiveFilter } from '@/ui/data-table/list-filter';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { editRowAction } from '@/ui/list-page/row-actions';
import { useDeleteRowAction } from '@/ui/list-page/use-confirm-delete';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

const FILTERS = ['providerType', 'active'] as const;

/** A new sub-line starts from its line's provider type and code. */
type GammeDraft = { providerType: string; code: string };

/** /gammes: the insurers' product lines and sub-lines, administered through /questions/gammes (QuestionsModule). */
export const GammesPage = () => {
  const { t } = useTranslation();
  const { canCreate, canUpdate, canDelete } = useRecordPermissions('QuestionsModule:gammes');

  const list = useListParams({ filters: FILTERS });
  const gammes = useGammes(list.query);
  const providers = useProviders();
  const remove = useDeleteGamme();
  // The sale and team screens read product lines through the cache: a change here must reach them.
  const { reset: resetGammeCache } = useGammeCache();
  const drawer = useRecordDrawer({ rows: gammes.data?.data, getId: (gamme: Gamme) => gamme.id });
  const [draft, setDraft] = useState<GammeDraft | undefined>(undefined);
  const { deleteAction, deleteDialog } = useDeleteRowAction({
    prefix: 'gammes:',
    named: (gamme: Gamme) => ({ code: gamme.code }),
    remove: async (gamme) => {
      await remove.mutateAsync(gamme.id);
      resetGammeCache();
    },
    allowed: () => canDelete,
  });
  const editing = drawer.record;
  const openCreate = (initial?: GammeDraft) => {
    setDraft(initial);
    drawer.openCreate();
  };

  const columns = useMemo<ColumnDef<Gamme>[]>(
    () => [
      {
        id: 'code',
        header: t('gammes:fields.code'),
        meta: { sortKey: 'code', hideable: false },
        cell: ({ row }) => {
          const sub = isSubLine(row.original.code);
          return (
            <span className={sub ? 'flex items-center gap-1 ps-5' : 'flex items-center'}>
              {sub ? (
                <CornerDownRight
                  aria-hidden="true"
                  className="size-3.5 shrink-0 text-slate-400 rtl:-scale-x-100"
                />
              ) : null}
              <code
                dir="ltr"
                className={
                  sub
                    ? 'text-slate-700 dark:text-slate-300'
                    : 'font-semibold text-slate-900 dark:text-slate-100'
                }
              >
                {row.original.code}
              </code>
              {sub ? (
                <span className="sr-only">
                  {t('gammes:subLineOf', { line: row.original.code.split('.')[0] })}
                </span>
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'name',
        header: t('gammes:fields.name'),
        meta: { sortKey: 'name' },
        cell: ({ row }) => row.original.name,
      },
      {
        id: 'providerType',
        header: t('gammes:fields.providerType'),
        meta: { sortKey: 'providerType' },
        cell: ({ row }) => (
          <Badge tone="info">{providerName(providers.data, row.original.providerType)}</Badge>
        ),
      },
      {
        id: 'active',
        header: t('gammes:fields.active'),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="success">{t('gammes:status.active')}</Badge>
          ) : (
            <Badge>{t('gammes:status.inactive')}</Badge>
          ),
      },
      {
        id: 'apiPath',
        header: t('gammes:fields.apiPath'),
        cell: ({ row }) =>
          row.original.apiPath ? (
            <code dir="ltr" className="text-xs break-all text-slate-600 dark:text-slate-400">
              {row.original.apiPath}
            </code>
          ) : (
            <span className="text-slate-400">—</span>
          ),
      },
    ],
    [t, providers.data],
  );

  const closeAfterChange = () => {
    resetGammeCache();
    drawer.close();
  };

  return (
    <RecordListPage
      prefix="gammes:"
      onCreate={canCreate && (() => openCreate())}
      tableId="gammes"
      columns={columns}
      query={gammes}
      listParams={list}
      onRowClick={canUpdate ? drawer.openRecord : undefined}
      toolbar={
        <>
          <ProviderTypeFilter
            list={list}
            label={t('gammes:fields.providerType')}
            allLabel={t('gammes:filters.allProviderTypes')}
          />
          <ActiveFilter
            list={list}
            label={t('gammes:fields.active')}
            allLabel={t('gammes:filters.allStatuses')}
            activeLabel={t('gammes:status.active')}
            inactiveLabel={t('gammes:status.inactive')}
          />
        </>
      }
      rowActions={(gamme) => [
        editRowAction(t('gammes:actions.edit'), () => drawer.openRecord(gamme), canUpdate),
        {
          label: t('gammes:actions.addSubLine'),
          icon: <ListPlus className="size-4" />,
          onSelect: () => openCreate({ providerType: gamme.providerType, code: `${gamme.code}.` }),
          hidden: !canCreate || isSubLine(gamme.code),
        },
        deleteAction(gamme),
      ]}
      exportCsv={{
        fileName: 'gammes',
        fetchAll: allPagesOf(getGammes, list.query),
        columns: [
          { header: t('gammes:fields.providerType'), value: (gamme) => gamme.providerType },
          { header: t('gammes:fields.code'), value: (gamme) => gamme.code },
          { header: t('gammes:fields.name'), value: (gamme) => gamme.name },
          {
            header: t('gammes:fields.active'),
            value: (gamme) => t(gamme.active ? 'gammes:status.active' : 'gammes:status.inactive'),
          },
          { header: t('gammes:fields.apiPath'), value: (gamme) => gamme.apiPath },
        ],
      }}
    >
      <RecordDrawer
        drawer={drawer}
        history={{ entity: 'gamme', formatValue: providerCodesInHistory(providers.data, 'providerType') }}
        title={editing ? t('gammes:sheet.editTitle', { code: editing.code }) : t('gammes:sheet.createTitle')}
        description={t('gammes:sheet.description')}
      >
        {(gamme) => (
          <GammeForm
            key={gamme?.id ?? 'new'}
            gamme={gamme}
            initial={gamme ? undefined : draft}
            onCancel={() => void drawer.requestClose()}
            onDone={closeAfterChange}
          />
        )}
      </RecordDrawer>
      {deleteDialog}
    </RecordListPage>
  );
};
