import type { Product } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { ProductForm } from '@/features/products/components/product-form';
import { EditProductSheet, TariffsSheet } from '@/features/products/components/product-sheets';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import type { RecordDrawerState } from '@/ui/list-page/use-record-drawer';

/** The drawer section (`?record=<id>&section=tariffs`) showing a product's tariff grid instead of its form. */
export const TARIFFS_SECTION = 'tariffs';

export interface ProductDrawerProps {
  drawer: RecordDrawerState<Product>;
  /** Without the update permission a product opens read-only and its grid cannot be imported. */
  canUpdate: boolean;
}

/** The products page's drawer: a new product, one product's form and history, or its tariff grid. */
export const ProductDrawer = ({ drawer, canUpdate }: ProductDrawerProps) => {
  const { t } = useTranslation();
  const product = drawer.record;
  const tariffs = drawer.section === TARIFFS_SECTION;
  const title = (() => {
    if (drawer.mode === 'create') return t('products:sheet.createTitle');
    if (!product) return t('products:title');
    if (tariffs) return t('products:sheet.tariffsTitle', { name: product.name });
    return t(canUpdate ? 'products:sheet.editTitle' : 'products:sheet.viewTitle', { name: product.name });
  })();
  const showTariffs = (record: Product) => drawer.openRecord(record, TARIFFS_SECTION);
  return (
    <RecordDrawer
      drawer={drawer}
      size="lg"
      title={title}
      description={tariffs ? t('products:sheet.tariffsDescription') : t('products:sheet.description')}
    >
      {(record) =>
        !record ? (
          <ProductForm
            onCancel={() => void drawer.requestClose()}
            // The next step of a new product is its tariff grid.
            onDone={showTariffs}
          />
        ) : tariffs ? (
          <TariffsSheet
            product={record}
            canUpdate={canUpdate}
            onEdit={(edited) => drawer.openRecord(edited)}
          />
        ) : (
          <EditProductSheet
            product={record}
            canUpdate={canUpdate}
            onTariffs={showTariffs}
            onCancel={() => void drawer.requestClose()}
            onDone={drawer.close}
          />
        )
      }
    </RecordDrawer>
  );
};
