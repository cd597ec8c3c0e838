import { formatPhone, hasPermission, OPPOSITION_SOURCES, type OppositionEntry } from '@brokerage/shared';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOppositionNumber, useOppositionNumbers } from '@/features/calls/api/opposition-numbers';
import { AddOppositionDialog } from '@/features/calls/components/add-opposition-dialog';
import { ImportOppositionDialog } from '@/features/calls/components/import-opposition-dialog';
import { useOppositionColumns } from '@/features/calls/components/opposition-columns';
import { useListParams } from '@/lib/list-params';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { useDeleteRowAction } from '@/ui/list-page/use-confirm-delete';

const FILTERS = ['source'] as const;

/**
 * /quality-control/opposition: the brokerage's do-not-call list (issue 11). Quality reviewers search it, add a
 * number at a customer's request, take one off, and import a CSV (for example a Bloctel extract).
 */
export const OppositionPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canManage = hasPermission(user, 'VenteModule:quality-control:review');
  const list = useListParams({ filters: FILTERS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const entries = useOppositionNumbers(list.query);
  const columns = useOppositionColumns();
  const remove = useDeleteOppositionNumber();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const { deleteAction, deleteDialog } = useDeleteRowAction<OppositionEntry>({
    prefix: 'calls:opposition.',
    named: (entry) => ({ phone: formatPhone(entry.phoneNumber) }),
    remove: (entry) => remove.mutateAsync(entry.id),
    allowed: () => canManage,
  });

  return (
    <RecordListPage
      prefix="calls:opposition."
      tableId="opposition-numbers"
      columns={columns}
      query={entries}
      listParams={list}
      onCreate={canManage && (() => setAdding(true))}
      toolbar={
        <>
          <FilterSelect
            label={t('calls:fields.source')}
            allLabel={t('calls:opposition.allSources')}
            value={list.params.filters.source}
            onChange={(value) => list.setFilter('source', value)}
            options={OPPOSITION_SOURCES.map((source) => ({
              value: source,
              label: t(`calls:source.${source}`),
            }))}
          />
          {canManage && (
            <Button
              type="button"
              variant="secondary"
              icon={<Upload className="size-4" />}
              onClick={() => setImporting(true)}
            >
              {t('calls:opposition.actions.import')}
            </Button>
          )}
        </>
      }
      rowActions={(entry) => [deleteAction(entry)]}
    >
      <AddOppositionDialog open={adding} onOpenChange={setAdding} />
      <ImportOppositionDialog open={importing} onOpenChange={setImporting} />
      {deleteDialog}
    </RecordListPage>
  );
};
