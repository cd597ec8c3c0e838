import {
  type CreateProductInput,
  createProductInputSchema,
  DEFAULT_PRICING_RULES,
  type GuaranteeCategory,
  type Product,
} from '@brokerage/shared';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateProduct } from '@/features/products/api/create-product';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { GuaranteesEditor } from '@/features/products/components/guarantees-editor';
import { NullableNumberSelectField, NumberField } from '@/features/products/components/number-fields';
import { useProductFormOptions } from '@/features/products/components/product-form-options';
import { applyTranslatedServerErrors } from '@/features/products/components/schema-messages';
import { gammeOptionLabel, useGammeCatalogue } from '@/features/products/components/use-gamme-catalogue';
import { ProviderTypeField } from '@/lib/insurance/components/provider-type-field';
import { applyDuplicateError } from '@/ui/form/apply-server-errors';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { CodeField } from '@/ui/form/code-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import { RecordForm } from '@/ui/list-page/record-form';
import { byIdMutations, useRecordForm } from '@/ui/list-page/use-record-form';

export interface ProductFormProps {
  /** Edits this product; creates one without it. */
  product?: Product;
  /** Shows the product without letting it change (a user who may read products but not update them). */
  readOnly?: boolean;
  onDone: (product: Product, created: boolean) => void;
  onCancel: () => void;
}

/** The form's fields; a server failure on any other path is toasted instead. */
const FORM_FIELDS = [
  'providerType',
  'gammeCode',
  'code',
  'name',
  'level',
  'description',
  'active',
  'guarantees',
  'pricingRules',
];
const isFormField = (path: string) => FORM_FIELDS.includes(path.split('.')[0] ?? '');

/** Children free from this rank on: the choices offered (a product already saved with a later rank keeps it). */
const FREE_RANKS = [1, 2, 3, 4, 5, 6];

/** The conflict dialog's labels of the fields a person edits (the lists show whole, under their section name). */
const FIELD_LABELS: Record<string, string> = {
  providerType: 'products:fields.providerType',
  gammeCode: 'products:fields.gamme',
  code: 'products:fields.code',
  name: 'products:fields.name',
  level: 'products:fields.level',
  description: 'products:fields.description',
  active: 'products:fields.active',
};

const productValues = (product?: Product) =>
  ({
    providerType: product?.providerType ?? '',
    gammeCode: product?.gammeCode ?? '',
    code: product?.code ?? '',
    name: product?.name ?? '',
    level: product?.level ?? 1,
    description: product?.description ?? '',
    active: product?.active ?? true,
    guarantees: (product?.guarantees ?? []).map((guarantee) => ({
      ...guarantee,
      category: guarantee.category as GuaranteeCategory,
    })),
    pricingRules: product?.pricingRules ?? DEFAULT_PRICING_RULES,
  }) satisfies CreateProductInput;

const sectionTitleClass = 'text-sm font-semibold text-slate-900 dark:text-slate-100';

/**
 * A product (a formula of a gamme, SPEC issue 4): its identity, the guarantees table and the family pricing
 * rules, validated with the shared createProductInputSchema. The provider type is fixed once created.
 */
export const ProductForm = ({ product, readOnly = false, onDone, onCancel }: ProductFormProps) => {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const formOptions = useProductFormOptions();
  const { form, saveRecord, recordForm } = useRecordForm(createProductInputSchema, {
    record: product,
    defaultValues: productValues(product),
    toValues: productValues,
    fieldLabel: (field) => {
      const key = FIELD_LABELS[field];
      return key ? t(key) : field;
    },
    formOptions,
  });

  const providerType = useWatch({ control: form.control, name: 'providerType' }) ?? '';
  const catalogue = useGammeCatalogue(providerType ? [providerType] : []);
  const gammes = providerType ? catalogue.gammesOf(providerType) : [];
  const gammeOptions = gammes.map((gamme) => ({ value: gamme.code, label: gammeOptionLabel(gamme) }));
  // A product of a line no longer sold keeps its gamme in the choices.
  if (product && product.providerType === providerType && !gammes.some((g) => g.code === product.gammeCode)) {
    gammeOptions.unshift({ value: product.gammeCode, label: product.gammeCode });
  }

  // A new provider type has other gammes: the one chosen before no longer applies.
  const previousProvider = useRef(providerType);
  useEffect(() => {
    if (previousProvider.current !== providerType) {
      previousProvider.current = providerType;
      form.setValue('gammeCode', '');
    }
  }, [providerType, form]);

  const freeRank = product?.pricingRules.freeFromChildRank;
  const rankOptions = [...new Set([...FREE_RANKS, ...(freeRank ? [freeRank] : [])])]
    .sort((left, right) => left - right)
    .map((rank) => ({ value: rank, label: t('products:pricing.fromRank', { rank }) }));

  return (
    <RecordForm
      {...recordForm}
      className="flex flex-col gap-6"
      onCancel={onCancel}
      createLabel={t('products:actions.create')}
      readOnly={readOnly}
      onSubmit={async (values) => {
        if (readOnly) return;
        await saveRecord(values, byIdMutations(create, update), {
          success: (saved) =>
            t(product ? 'products:toast.updated' : 'products:toast.created', { name: saved.name }),
          onSaved: (saved) => onDone(saved, !product),
          onError: (error) =>
            applyDuplicateError(form.setError, error, 'code', t('products:form.duplicateCode')) ||
            applyTranslatedServerErrors(t, form.setError, error, isFormField),
        });
      }}
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="product-identity" className="flex flex-col gap-4">
          <h3 id="product-identity" className={sectionTitleClass}>
            {t('products:form.identity')}
          </h3>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ProviderTypeField
              label={t('products:fields.providerType')}
              placeholder={t('products:form.chooseProviderType')}
              fixed={product?.providerType}
            />
            <SelectField
              // Remounted when the choices arrive, so the saved value is selected.
              key={`${providerType}:${gammeOptions.length}`}
              name="gammeCode"
              label={t('products:fields.gamme')}
              required
              disabled={!providerType}
              placeholder={
                providerType ? t('products:form.chooseGamme') : t('products:form.chooseProviderFirst')
              }
              options={gammeOptions}
            />
            <CodeField
              name="code"
              label={t('products:fields.code')}
              required
              placeholder="ESS_CONFORT"
              hint={t('products:form.codeHint')}
            />
            <TextField name="name" label={t('products:fields.name')} required />
            <NumberField
              name="level"
              label={t('products:fields.level')}
              required
              min={1}
              max={20}
              step={1}
              hint={t('products:form.levelHint')}
            />
          </div>
          <TextareaField name="description" label={t('products:fields.description')} />
          <CheckboxField
            name="active"
            label={t('products:fields.active')}
            hint={t('products:form.activeHint')}
          />
        </section>

        <GuaranteesEditor readOnly={readOnly} />

        <section aria-labelledby="product-pricing" className="flex flex-col gap-4">
          <div>
            <h3 id="product-pricing" className={sectionTitleClass}>
              {t('products:pricing.title')}
            </h3>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('products:pricing.hint')}</p>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <NullableNumberSelectField
              name="pricingRules.freeFromChildRank"
              label={t('products:pricing.freeFromChildRank')}
              noneLabel={t('products:pricing.noFreeChild')}
              options={rankOptions}
            />
            <NumberField
              name="pricingRules.childMaxAge"
              label={t('products:pricing.childMaxAge')}
              required
              min={0}
              max={30}
              step={1}
              suffix={t('products:pricing.years')}
              hint={t('products:pricing.childMaxAgeHint')}
            />
            <NumberField
              name="pricingRules.spouseDiscountPercent"
              label={t('products:pricing.spouseDiscountPercent')}
              required
              min={0}
              max={100}
              step={0.01}
              suffix="%"
            />
          </div>
        </section>
      </fieldset>
    </RecordForm>
  );
};
