import {
  type QuotationResult,
  type Sale,
  type SaleHousehold,
  saleHouseholdSchema,
  saleSchema,
  todayInFrance,
} from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferComparison, PeopleEditor, useMoneyFormat } from '@/features/products/api/quotation-components';
import { quoteProducts } from '@/features/products/api/quote-products';
import { setQuoteProduct } from '@/features/quotes/api/set-quote-product';
import { useLinkQuote } from '@/features/ventes/api/link-quote';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import { toastApiError } from '@/lib/mutation-toasts';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { staleWriteCurrent } from '@/ui/stale-write/stale-write';
import { OfferPicker } from './offer-picker';
import { syncQuote, useQuoteSession } from './quote-session';
import { useSaleFormMessages } from './sale-form-messages';
import type { SaleSave } from './use-sale-save';

export interface QuoteStepProps {
  sale: Sale;
  saleSave: SaleSave;
  /** The customer's postcode and regime, the household's defaults on a first visit. */
  customerDefaults: { postcode: string; regime: string } | null;
  onDone: () => void;
}

const householdOf = (sale: Sale, defaults: QuoteStepProps['customerDefaults']) =>
  sale.household ?? {
    postcode: defaults?.postcode ?? '',
    effectiveDate: todayInFrance(),
    people: [{ role: 'main' as const, birthDate: '', regime: (defaults?.regime ?? 'general') as 'general' }],
  };

/**
 * Step 4, the quote: the people to insure, the postcode and the effective date, priced by the tariff engine for
 * the chosen gamme only and shown side by side (the comparison of /produits); the agent picks one offer with a
 * written reason. Pricing saves the household and keeps the provider's quote in line with it; picking sends
 * the product and links the quote to the sale, which becomes `quoted`.
 */
export const QuoteStep = ({ sale, saleSave, customerDefaults, onDone }: QuoteStepProps) => {
  const { t } = useTranslation();
  const translateMessage = useSaleFormMessages();
  const money = useMoneyFormat();
  const form = useZodForm(saleHouseholdSchema, householdOf(sale, customerDefaults), {
    translateMessage,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const providerType = sale.formData?.providerType ?? '';
  const gammeCode = sale.formData?.gammeCode ?? '';
  const gammes = useProviderGammes(providerType || null);
  const { quote, setQuote } = useQuoteSession(sale.id);
  const [result, setResult] = useState<QuotationResult | null>(null);
  const linkQuote = useLinkQuote();

  const price = async (household: SaleHousehold) => {
    const saved = await saleSave.save({ household }, { setError: form.setError, prefix: 'household.' });
    if (!saved) return;
    form.reset(household);
    try {
      const [priced, synced] = await Promise.all([
        quoteProducts({
          providerType,
          input: { ...household, gammeCodes: [gammeCode] },
        }),
        syncQuote(providerType, sale.id, household, quote),
      ]);
      setQuote(synced);
      // A changed person clears the product of a proposed quote, and with it the sale's copy of the offer.
      await saleSave.refresh();
      const inGamme = (code: string) => code === gammeCode || code.startsWith(`${gammeCode}.`);
      setResult({ ...priced, offers: priced.offers.filter((offer) => inGamme(offer.product.gammeCode)) });
    } catch (error) {
      if (!applyServerErrors(form.setError, error)) toastApiError(t, error);
    }
  };

  const pick = async (productId: string, reason: string) => {
    if (!quote) return;
    try {
      const withProduct = await setQuoteProduct(providerType, {
        quoteHash: quote.quoteHash,
        version: quote.version,
        productId,
        recommendationReason: reason,
      });
      setQuote(withProduct);
      const link = (version: number) =>
        linkQuote.mutateAsync({
          id: sale.id,
          input: { quoteHash: withProduct.quoteHash, providerType, version },
        });
      try {
        await link(sale.version);
      } catch (error) {
        // Picking the product wrote the offer onto the sale, so the version held may be just behind: when the
        // only news is our own pick, link with the version it made; anything else is someone else's change.
        const current = saleSchema.safeParse(staleWriteCurrent(error));
        if (current.success && current.data.offer?.productId === productId) await link(current.data.version);
        else if (saleSave.handleStaleWrite(error, { version: sale.version })) return;
        else throw error;
      }
      onDone();
    } catch (error) {
      toastApiError(t, error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Form form={form} onSubmit={price} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField name="postcode" label={t('sale-form:fields.postcode')} inputMode="numeric" required />
          <TextField
            name="effectiveDate"
            label={t('sale-form:fields.effectiveDate')}
            type="date"
            min={todayInFrance()}
            required
          />
        </div>
        <PeopleEditor today={todayInFrance()} />
        <FormActions submitLabel={t('sale-form:quote.compare')} />
      </Form>

      {result && (
        <>
          <OfferComparison
            result={result}
            gammeName={(code) => gammes.gammes.find((gamme) => gamme.code === code)?.name}
          />
          {result.offers.length > 0 && (
            <OfferPicker
              offers={result.offers}
              price={(offer) =>
                t('products:compare.perMonth', { amount: money(offer.monthlyTotalCents, offer.currency) })
              }
              initialReason={sale.recommendationReason ?? ''}
              onPick={(offer, reason) => pick(offer.product.id, reason)}
            />
          )}
        </>
      )}
    </div>
  );
};
