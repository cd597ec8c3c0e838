import { hasPermission, type Product } from '@brokerage/shared';
import { Eye, Pencil, Plus, Table2 } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteProduct } from '@/features/products/api/delete-product';
import { getProduct } from '@/features/products/api/get-product';
import { getProducts, useProducts } from '@/features/products/api/get-products';
import { productKeys } from '@/features/products/api/product-keys';
import { ProductDrawer, TARIFFS_SECTION } from '@/features/products/components/product-drawer';
import { QuotationTool } from '@/features/products/components/quotation-tool';
import { gammeOptionLabel, useGammeCatalogue } from '@/features/products/components/use-gamme-catalogue';
import { useProductColumns } from '@/features/products/components/use-product-columns';
import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useListParams } from '@/lib/list-params';
import { allPagesOf } from '@/lib/record-api';
import { useAuth } from '@/lib/session/auth-provider';
import { useRecordPermissions } from '@/lib/session/use-record-permissions';
import { Button } from '@/ui/button';
import { DataTable } from '@/ui/data-table/data-table';
import { FilterSelect } from '@/ui/data-table/filter-select';
import { tabClass } from '@/ui/list-page/list-tabs';
import { useDeleteRowAction } from '@/ui/list-page/use-confirm-delete';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';
import { PageHeader } from '@/ui/page-header';

const FILTERS = ['providerType', 'gammeCode', 'active'] as const;

/** The page's two views; `?view=compare` opens the quotation tool, so a reload or a shared link keeps it. */
const VIEW_PARAM = 'view';
const COMPARE_VIEW = 'compare';

const productId = (product: Product) => product.id;

/**
 * /produits (SPEC §2, issue 4; VenteModule): the products (formulas of a gamme) with their guarantees, family
 * rules and tariff grids, and "Compare offers", the quotation an agent runs to price a family.
 */
export const ProductsPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canRead = hasPermission(user, 'VenteModule:produits:read');
  const { canCreate, canUpdate, canDelete } = useRecordPermissions('VenteModule:produits');
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
  const drawer = useRecordDrawer({
    rows: products.data?.data,
    getId: productId,
    load: getProduct,
    queryKey: productKeys.details(),
  });
  const { deleteAction, deleteDialog } = useDeleteRowAction({
    prefix: 'products:',
    named: (product: Product) => ({ name: product.name }),
    remove: (product) => remove.mutateAsync(product.id),
    allowed: () => canDelete,
  });

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

  const columns = useProductColumns(catalogueRef);

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
      getRowId={productId}
      searchPlaceholder={t('products:searchPlaceholder')}
      emptyMessage={t('products:empty')}
      onRowClick={drawer.openRecord}
      toolbar={
        <>
          <FilterSelect
            label={t('products:fields.providerType')}
            allLabel={t('products:filters.allProviderTypes')}
            value={filteredProvider}
            // A gamme code belongs to its provider type's list.
            onChange={(value) => list.setFilters({ providerType: value, gammeCode: undefined })}
            options={providerOptions(providers.data)}
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
          onSelect: () => drawer.openRecord(product),
        },
        {
          label: t('products:actions.tariffs'),
          icon: <Table2 className="size-4" />,
          onSelect: () => drawer.openRecord(product, TARIFFS_SECTION),
        },
        deleteAction(product),
      ]}
      exportCsv={{
        fileName: 'products',
        fetchAll: allPagesOf(getProducts, list.query),
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

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title={t('products:title')}
        description={t('products:description')}
        actions={
          canCreate && !compareView ? (
            <Button type="button" icon={<Plus className="size-4" />} onClick={drawer.openCreate}>
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

      <ProductDrawer drawer={drawer} canUpdate={canUpdate} />

      {deleteDialog}
    </div>
  );
};
