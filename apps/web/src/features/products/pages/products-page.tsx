import { hasPermission, type PricingRules, type Product } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Eye, Pencil, Plus, Table2, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordHistory } from '@/features/audit-log/components/record-history';
import { useAuth } from '@/features/auth/auth-provider';
import { providerName, useProviders } from '@/features/insurance/api/get-providers';
import { useDeleteProduct } from '@/features/products/api/delete-product';
import { useProduct } from '@/features/products/api/get-product';
import { getProducts, useProducts } from '@/features/products/api/get-products';
import { ProductForm } from '@/features/products/components/product-form';
import { QuotationTool } from '@/features/products/components/quotation-tool';
import { TariffGridPanel } from '@/features/products/components/tariff-grid-panel';
import { gammeOptionLabel, useGammeCatalogue } from '@/features/products/components/use-gamme-catalogue';
import { fetchAllPages } from '@/lib/csv';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable } from '@/ui/data-table/data-table';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { FormSheet } from '@/ui/drawer';
import { PageHeader } from '@/ui/page-header';

const FILTERS = ['providerType', 'gammeCode', 'active'] as const;

/** The page's two views; `?view=compare` opens the quotation tool, so a reload or a shared link keeps it. */
const VIEW_PARAM = 'view';
const COMPARE_VIEW = 'compare';

type Sheet = { mode: 'create' } | { mode: 'edit'; product: Product } | { mode: 'tariffs'; product: Product };

/**
 * /produits (SPEC §2, issue 4; VenteModule): the products (formulas of a gamme) with their guarantees, family
 * rules and tariff grids, and "Compare offers", the quotation an agent runs to price a family.
 */
export const ProductsPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canRead = hasPermission(user, 'VenteModule:produits:read');
  const canCreate = hasPermission(user, 'VenteModule:produits:create');
  const canUpdate = hasPermission(user, 'VenteModule:produits:update');
  const canDelete = hasPermission(user, 'VenteModule:produits:delete');
  const canQuote = hasPermission(user, 'VenteModule:produits:quote');

  const [searchParams, setSearchParams] = useSearchParams();
  // A user who may only price sees the quotation tool; one who may do neither sees the server's refusal of the list.
  const compareView = canQuote && (searchParams.get(VIEW_PARAM) === COMPARE_VIEW || !canRead);
  const showView = (compare: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (compare) next.set(VIEW_PARAM, COMPARE_VIEW);
        else next.delete(VIEW_PARAM);
        return next;
      },
      { replace: true },
    );

  const list = useListParams({ filters: FILTERS });
  const products = useProducts(list.query, !compareView);
  const providers = useProviders();
  const providerCodes = useMemo(
    () => (providers.data ?? []).map((provider) => provider.code),
    [providers.data],
  );
  const filteredProvider = list.params.filters.providerType;
  const catalogue = useGammeCatalogue(filteredProvider ? [filteredProvider] : providerCodes);
  // Read by the gamme cells when they render: the lists arrive one provider type at a time, and new column
  // definitions on each arrival would remount every cell.
  const catalogueRef = useRef(catalogue);
  catalogueRef.current = catalogue;
  const remove = useDeleteProduct();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const gammeFilterOptions = useMemo(() => {
    const codes = filteredProvider ? [filteredProvider] : providerCodes;
    const seen = new Set<string>();
    return codes.flatMap((providerType) =>
      catalogue.gammesOf(providerType).flatMap((gamme) => {
        if (seen.has(gamme.code)) return [];
        seen.add(gamme.code);
        return [{ value: gamme.code, label: gammeOptionLabel(gamme) }];
      }),
    );
  }, [catalogue, filteredProvider, providerCodes]);

  const columns = useMemo<ColumnDef<Product>[]>(
    () => [
      {
        id: 'name',
        header: t('products:fields.name'),
        meta: { sortKey: 'name', hideable: false },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <bdi className="font-medium text-slate-900 dark:text-slate-100">{row.original.name}</bdi>
            {row.original.description && (
              <span className="line-clamp-1 max-w-xs text-xs text-slate-500 dark:text-slate-400">
                {/* Free text in the insurer's language: isolated so its punctuation stays put in Arabic. */}
                <bdi>{row.original.description}</bdi>
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'code',
        header: t('products:fields.code'),
        meta: { sortKey: 'code', className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <code dir="ltr" className="text-xs text-slate-700 dark:text-slate-300">
            {row.original.code}
          </code>
        ),
      },
      {
        id: 'providerType',
        header: t('products:fields.providerType'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Badge tone="info">{providerName(providers.data, row.original.providerType)}</Badge>
        ),
      },
      {
        id: 'gamme',
        header: t('products:fields.gamme'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>
              {catalogueRef.current.nameOf(row.original.providerType, row.original.gammeCode) ??
                row.original.gammeCode}
            </span>
            <code dir="ltr" className="text-xs text-slate-500 dark:text-slate-400">
              {row.original.gammeCode}
            </code>
          </span>
        ),
      },
      {
        id: 'level',
        header: t('products:fields.level'),
        meta: { sortKey: 'level', className: 'text-end tabular-nums' },
        cell: ({ row }) => row.original.level,
      },
      {
        id: 'tariffRows',
        header: t('products:fields.tariffRows'),
        meta: { className: 'text-end tabular-nums whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.tariffRows > 0 ? (
            row.original.tariffRows
          ) : (
            <Badge tone="warning">{t('products:noGrid')}</Badge>
          ),
      },
      {
        id: 'active',
        header: t('products:fields.active'),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="success">{t('products:status.active')}</Badge>
          ) : (
            <Badge>{t('products:status.inactive')}</Badge>
          ),
      },
    ],
    [t, providers.data],
  );

  const tabClass = (selected: boolean) =>
    clsx(
      'inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
      selected
        ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
        : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
    );

  const withTabs = canRead && canQuote;
  const panel = compareView ? (
    <QuotationTool />
  ) : (
    <DataTable
      tableId="products"
      label={t('products:title')}
      columns={columns}
      query={products}
      listParams={list}
      getRowId={(product) => product.id}
      searchPlaceholder={t('products:searchPlaceholder')}
      emptyMessage={t('products:empty')}
      onRowClick={(product) => setSheet({ mode: 'edit', product })}
      toolbar={
        <>
          <FilterSelect
            label={t('products:fields.providerType')}
            allLabel={t('products:filters.allProviderTypes')}
            value={filteredProvider}
            onChange={(value) => {
              list.setFilter('providerType', value);
              // A gamme code belongs to its provider type's list.
              if (list.params.filters.gammeCode) list.setFilter('gammeCode', undefined);
            }}
            options={(providers.data ?? []).map((provider) => ({
              value: provider.code,
              label: provider.name,
            }))}
          />
          <FilterSelect
            label={t('products:fields.gamme')}
            allLabel={t('products:filters.allGammes')}
            value={list.params.filters.gammeCode}
            onChange={(value) => list.setFilter('gammeCode', value)}
            options={gammeFilterOptions}
          />
          <FilterSelect
            label={t('products:fields.active')}
            allLabel={t('products:filters.allStatuses')}
            value={list.params.filters.active}
            onChange={(value) => list.setFilter('active', value)}
            options={[
              { value: 'true', label: t('products:status.active') },
              { value: 'false', label: t('products:status.inactive') },
            ]}
          />
        </>
      }
      rowActions={(product) => [
        {
          label: canUpdate ? t('products:actions.edit') : t('products:actions.view'),
          icon: canUpdate ? <Pencil className="size-4" /> : <Eye className="size-4" />,
          onSelect: () => setSheet({ mode: 'edit', product }),
        },
        {
          label: t('products:actions.tariffs'),
          icon: <Table2 className="size-4" />,
          onSelect: () => setSheet({ mode: 'tariffs', product }),
        },
        {
          label: t('products:actions.delete'),
          icon: <Trash2 className="size-4" />,
          onSelect: () => setDeleting(product),
          danger: true,
          hidden: !canDelete,
        },
      ]}
      exportCsv={{
        fileName: 'products',
        fetchAll: () => fetchAllPages((page, pageSize) => getProducts({ ...list.query, page, pageSize })),
        columns: [
          { header: t('products:fields.providerType'), value: (product) => product.providerType },
          { header: t('products:fields.gamme'), value: (product) => product.gammeCode },
          { header: t('products:fields.code'), value: (product) => product.code },
          { header: t('products:fields.name'), value: (product) => product.name },
          { header: t('products:fields.level'), value: (product) => product.level },
          {
            header: t('products:fields.active'),
            value: (product) => t(product.active ? 'products:status.active' : 'products:status.inactive'),
          },
          { header: t('products:fields.tariffRows'), value: (product) => product.tariffRows },
          {
            header: t('products:fields.guaranteeCount'),
            value: (product) => product.guarantees.length,
          },
          { header: t('products:fields.description'), value: (product) => product.description },
        ],
      }}
    />
  );

  const sheetTitle = (() => {
    if (!sheet || sheet.mode === 'create') return t('products:sheet.createTitle');
    if (sheet.mode === 'tariffs') return t('products:sheet.tariffsTitle', { name: sheet.product.name });
    return t(canUpdate ? 'products:sheet.editTitle' : 'products:sheet.viewTitle', {
      name: sheet.product.name,
    });
  })();

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title={t('products:title')}
        description={t('products:description')}
        actions={
          canCreate && !compareView ? (
            <Button
              type="button"
              icon={<Plus className="size-4" />}
              onClick={() => setSheet({ mode: 'create' })}
            >
              {t('products:actions.create')}
            </Button>
          ) : null
        }
      />

      {withTabs && (
        <div
          role="tablist"
          aria-label={t('products:tabs.label')}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
        >
          <button
            type="button"
            role="tab"
            id="products-tab-list"
            aria-selected={!compareView}
            aria-controls="products-panel"
            className={tabClass(!compareView)}
            onClick={() => showView(false)}
          >
            {t('products:tabs.products')}
          </button>
          <button
            type="button"
            role="tab"
            id="products-tab-compare"
            aria-selected={compareView}
            aria-controls="products-panel"
            className={tabClass(compareView)}
            onClick={() => showView(true)}
          >
            {t('products:tabs.compare')}
          </button>
        </div>
      )}

      {withTabs ? (
        <div
          id="products-panel"
          role="tabpanel"
          aria-labelledby={compareView ? 'products-tab-compare' : 'products-tab-list'}
        >
          {panel}
        </div>
      ) : (
        panel
      )}

      <FormSheet
        size="lg"
        open={sheet !== null}
        onOpenChange={(open) => (open ? undefined : setSheet(null))}
        title={sheetTitle}
        description={
          sheet?.mode === 'tariffs' ? t('products:sheet.tariffsDescription') : t('products:sheet.description')
        }
      >
        {sheet?.mode === 'create' && (
          <ProductForm
            onCancel={() => setSheet(null)}
            // The next step of a new product is its tariff grid.
            onDone={(product) => setSheet({ mode: 'tariffs', product })}
          />
        )}
        {sheet?.mode === 'edit' && (
          <EditProductSheet
            product={sheet.product}
            canUpdate={canUpdate}
            onTariffs={(product) => setSheet({ mode: 'tariffs', product })}
            onClose={() => setSheet(null)}
          />
        )}
        {sheet?.mode === 'tariffs' && (
          <TariffsSheet
            product={sheet.product}
            canUpdate={canUpdate}
            onEdit={(product) => setSheet({ mode: 'edit', product })}
          />
        )}
      </FormSheet>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        danger
        title={t('products:delete.title', { name: deleting?.name ?? '' })}
        description={t('products:delete.description')}
        confirmLabel={t('products:actions.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toastSuccess(t('products:toast.deleted', { name: deleting.name }));
          } catch (error) {
            toastApiError(t, error);
            throw error;
          }
        }}
      />
    </div>
  );
};

interface EditProductSheetProps {
  product: Product;
  canUpdate: boolean;
  onTariffs: (product: Product) => void;
  onClose: () => void;
}

/** The product's form (read-only without the update permission), a way to its grid, and its history. */
const EditProductSheet = ({ product: listed, canUpdate, onTariffs, onClose }: EditProductSheetProps) => {
  const { t, i18n } = useTranslation();
  const { data: product = listed } = useProduct(listed.id, listed);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-800/40">
        <span className="text-slate-700 dark:text-slate-300">
          {product.tariffRows > 0
            ? t('products:sheet.gridRows', { rows: number.format(product.tariffRows) })
            : t('products:noGrid')}
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          icon={<Table2 className="size-4" />}
          onClick={() => onTariffs(product)}
        >
          {t('products:actions.tariffs')}
        </Button>
      </div>
      <ProductForm
        key={product.id}
        product={product}
        readOnly={!canUpdate}
        onCancel={onClose}
        onDone={onClose}
      />
      <RecordHistory
        entity="product"
        entityId={product.id}
        formatValue={(field, value) => {
          if (field === 'tariffGrid' && value && typeof value === 'object' && 'rows' in value) {
            return t('products:history.gridRows', {
              rows: number.format(Number((value as { rows: unknown }).rows)),
            });
          }
          if (field === 'guarantees' && Array.isArray(value)) {
            return t('products:history.guarantees', { number: number.format(value.length) });
          }
          if (field === 'pricingRules' && value && typeof value === 'object') {
            const rules = value as Partial<PricingRules>;
            return t('products:history.pricingRules', {
              free:
                rules.freeFromChildRank == null
                  ? t('products:pricing.noFreeChild')
                  : t('products:pricing.fromRank', { rank: rules.freeFromChildRank }),
              age: rules.childMaxAge ?? '—',
              discount: rules.spouseDiscountPercent ?? 0,
            });
          }
          return undefined;
        }}
      />
      <div className="h-4" />
    </div>
  );
};

const TariffsSheet = ({
  product: listed,
  canUpdate,
  onEdit,
}: {
  product: Product;
  canUpdate: boolean;
  onEdit: (product: Product) => void;
}) => {
  const { t } = useTranslation();
  const { data: product = listed } = useProduct(listed.id, listed);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
        <span>
          <code dir="ltr">{product.code}</code> · {t('products:compare.level', { level: product.level })}
        </span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          icon={<Pencil className="size-4" />}
          onClick={() => onEdit(product)}
        >
          {canUpdate ? t('products:actions.edit') : t('products:actions.view')}
        </Button>
      </div>
      <TariffGridPanel product={product} canImport={canUpdate} />
    </div>
  );
};
