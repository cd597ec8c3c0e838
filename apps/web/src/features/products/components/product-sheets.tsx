import type { PricingRules, Product } from '@brokerage/shared';
import { Pencil, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '@/features/products/api/get-product';
import { ProductForm } from '@/features/products/components/product-form';
import { TariffGridPanel } from '@/features/products/components/tariff-grid-panel';
import { RecordHistory } from '@/lib/audit-log/components/record-history';
import { Button } from '@/ui/button';

interface EditProductSheetProps {
  product: Product;
  canUpdate: boolean;
  onTariffs: (product: Product) => void;
  /** Cancel: the drawer asks before dropping unsaved changes. */
  onCancel: () => void;
  /** After a save. */
  onDone: () => void;
}

/** The product's form (read-only without the update permission), a way to its grid, and its history. */
export const EditProductSheet = ({
  product: listed,
  canUpdate,
  onTariffs,
  onCancel,
  onDone,
}: EditProductSheetProps) => {
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
        onCancel={onCancel}
        onDone={onDone}
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

export const TariffsSheet = ({
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
