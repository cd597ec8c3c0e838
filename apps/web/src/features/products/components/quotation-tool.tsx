import type { QuotationInput, QuotationResult } from '@brokerage/shared';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuoteProducts } from '@/features/products/api/quote-products';
import { OfferComparison } from '@/features/products/components/offer-comparison';
import { QuotationFormFields, useQuotationForm } from '@/features/products/components/quotation-form';
import { applyTranslatedServerErrors } from '@/features/products/components/schema-messages';
import { useGammeCatalogue } from '@/features/products/components/use-gamme-catalogue';
import { ApiError } from '@/lib/api-error';
import { apiErrorMessage, toastApiError } from '@/lib/mutation-toasts';

const FORM_FIELDS = ['providerType', 'effectiveDate', 'postcode', 'gammeCodes', 'people'];
const isFormField = (path: string) => FORM_FIELDS.includes(path.split('.')[0] ?? '');

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;

/**
 * "Compare offers" on /produits: the quotation an agent runs to price a family on the product lines their team
 * sells (POST /products/quotation), and the offers compared side by side. A refusal (no team, no line, a line
 * the team does not sell) is shown in place of the offers, translated.
 */
export const QuotationTool = () => {
  const { t } = useTranslation();
  const form = useQuotationForm();
  const quote = useQuoteProducts();
  const [priced, setPriced] = useState<{ providerType: string; result: QuotationResult } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const catalogue = useGammeCatalogue(priced ? [priced.providerType] : []);

  const submit = async (providerType: string, input: QuotationInput) => {
    setRefusal(null);
    try {
      const result = await quote.mutateAsync({ providerType, input });
      setPriced({ providerType, result });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setPriced(null);
        setRefusal(apiErrorMessage(t, error));
        return;
      }
      if (reasonOf(error) === 'NO_PRICING_PROVIDER') {
        form.setError(
          'providerType',
          { type: 'server', message: t('refusals:NO_PRICING_PROVIDER') },
          { shouldFocus: true },
        );
        return;
      }
      if (!applyTranslatedServerErrors(t, form.setError, error, isFormField)) toastApiError(t, error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <QuotationFormFields form={form} onSubmit={submit} />
      </section>

      {refusal && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <ShieldAlert
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
          />
          <div>
            <p className="font-semibold">{t('products:compare.refusedTitle')}</p>
            <p>{refusal}</p>
          </div>
        </div>
      )}

      {priced && (
        <OfferComparison
          result={priced.result}
          stale={quote.isPending}
          gammeName={(code) => catalogue.nameOf(priced.providerType, code)}
        />
      )}
    </div>
  );
};
