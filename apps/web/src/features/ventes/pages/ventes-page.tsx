import {
  EXACT_COUNT_LIMIT,
  hasPermission,
  SALE_STATUSES,
  type SaleListItem,
  type SaleStatus,
} from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaleStatusCounts } from '@/features/ventes/api/get-sale-status-counts';
import { useSales } from '@/features/ventes/api/get-sales';
import { ExportSalesButton } from '@/features/ventes/components/export-sales-button';
import { useSaleColumns } from '@/features/ventes/components/sale-columns';
import { SaleFilters } from '@/features/ventes/components/sale-filters';
import { SALE_FILTERS } from '@/features/ventes/components/sale-list-filters';
import { useGammeNames } from '@/features/ventes/components/use-gamme-names';
import { useListParams } from '@/lib/list-params';
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge } from '@/ui/badge';
import { useCountFormat } from '@/ui/data-table/count-format';
import { DataTable } from '@/ui/data-table/data-table';
import { ListPage } from '@/ui/list-page/list-page';
import { ListTabs } from '@/ui/list-page/list-tabs';
import { useLocale } from '@/ui/use-locale';

const saleId = (sale: SaleListItem) => sale.id;
type Tab = SaleStatus | 'all';
const isStatus = (value: string | undefined): value is SaleStatus =>
  (SALE_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /ventes: the sales of the user's scope (issue 9): status tabs with their counts, filters and search in the
 * URL, each row opening the sale's page, a new sale in the guided form, and the filtered list as CSV.
 */
export const VentesPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const canCreate = hasPermission(user, 'VenteModule:ventes:create');

  const list = useListParams({ filters: SALE_FILTERS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const sales = useSales(list.query);
  const counts = useSaleStatusCounts(list.query, !sales.error);
  const gammeName = useGammeNames((sales.data?.data ?? []).map((sale) => sale.providerType));
  const columns = useSaleColumns(gammeName);
  const count = useCountFormat();

  const status = list.params.filters.status;
  const tab: Tab = isStatus(status) ? status : 'all';
  const total = Object.values(counts.data ?? {}).reduce((sum, value) => sum + (value ?? 0), 0);
  const badge = (value: number | undefined) =>
    value === undefined ? undefined : (
      <Badge tone={value > 0 ? 'info' : 'neutral'}>
        {/* Above the exact-count limit the server's figure is the planner's estimate. */}
        {value > EXACT_COUNT_LIMIT ? count.about(value) : count.exact(value)}
        <span className="sr-only"> {t('entities/ventes:tabs.count')}</span>
      </Badge>
    );

  return (
    <ListPage
      title={t('entities/ventes:title')}
      description={t('entities/ventes:description')}
      error={sales.error}
      actions={<ExportSalesButton query={list.query} />}
      create={
        canCreate && {
          label: t('entities/ventes:actions.create'),
          onClick: () => navigate(localizePath('/ventes/form', locale)),
        }
      }
      tabs={
        <ListTabs<Tab>
          label={t('entities/ventes:tabs.label')}
          controls="ventes-table"
          value={tab}
          onChange={(next) => list.setFilter('status', next === 'all' ? undefined : next)}
          tabs={[
            { id: 'all', label: t('entities/ventes:tabs.all'), badge: counts.data && badge(total) },
            ...SALE_STATUSES.map((id) => ({
              id,
              label: t(`entities/ventes:status.${id}`),
              badge: counts.data && badge(counts.data[id] ?? 0),
            })),
          ]}
        />
      }
    >
      <div id="ventes-table" role="tabpanel">
        <DataTable
          tableId="ventes"
          label={t('entities/ventes:title')}
          columns={columns}
          query={sales}
          listParams={list}
          getRowId={saleId}
          searchPlaceholder={t('entities/ventes:searchPlaceholder')}
          emptyMessage={t('entities/ventes:empty')}
          onRowClick={(sale) => navigate(localizePath(`/ventes/${sale.id}`, locale))}
          toolbar={<SaleFilters list={list} />}
        />
      </div>
    </ListPage>
  );
};
