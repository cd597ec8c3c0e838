import {
  bankDetailsInputSchema,
  DEBIT_DAYS,
  PAYMENT_FREQUENCIES,
  type Quote,
  type Sale,
} from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { setQuotePayment } from '@/features/quotes/api/set-quote-payment';
import { subscribeQuote } from '@/features/quotes/api/subscribe-quote';
import { updateQuoteStatus } from '@/features/quotes/api/update-quote-status';
import { toastApiError } from '@/lib/mutation-toasts';
import { applyServerErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useQuoteSession, withQuoteVersion } from './quote-session';
import { useSaleFormMessages } from './sale-form-messages';

/** The shared bank-details rules; the debit day comes from a select as text. */
const subscriptionSchema = bankDetailsInputSchema.extend({
  debitDay: z.coerce.number().pipe(bankDetailsInputSchema.shape.debitDay),
});

export interface SubscriptionStepProps {
  sale: Sale;
  /** Reads the sale again once subscribed (it becomes `subscribed`). */
  refresh: () => Promise<void>;
}

/**
 * Step 5, the subscription: the payer's bank details (IBAN and BIC checked with ibantools, holder, debit day,
 * frequency) go to the quote, the customer accepts it, and the quote is subscribed.
 */
export const SubscriptionStep = ({ sale, refresh }: SubscriptionStepProps) => {
  const { t } = useTranslation();
  const translateMessage = useSaleFormMessages();
  const { quote, setQuote } = useQuoteSession(sale.id);
  const holder = sale.customer ? `${sale.customer.firstName} ${sale.customer.lastName}` : '';
  const form = useZodForm(
    subscriptionSchema,
    { iban: '', bic: '', holder, debitDay: 5, frequency: 'monthly' },
    { translateMessage },
  );
  const providerType = sale.formData?.providerType ?? '';
  const quoteHash = sale.quoteHash ?? quote?.quoteHash ?? '';

  const submit = async (bank: z.output<typeof subscriptionSchema>) => {
    let current: Quote | null = quote && quote.quoteHash === quoteHash ? quote : null;
    const keep = (next: Quote) => {
      current = next;
      setQuote(next);
    };
    try {
      keep(
        await withQuoteVersion(
          current,
          (version) => setQuotePayment(providerType, { ...bank, quoteHash, version }),
          keep,
        ),
      );
      if (current?.status !== 'accepted') {
        keep(
          await updateQuoteStatus(providerType, { quoteHash, version: current?.version, status: 'accepted' }),
        );
      }
      await subscribeQuote(providerType, { quoteHash, version: current?.version });
      setQuote(null);
      form.reset(bank);
      await refresh();
    } catch (error) {
      if (!applyServerErrors(form.setError, error)) toastApiError(t, error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          name="iban"
          label={t('sale-form:fields.iban')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          required
          className="sm:col-span-2"
        />
        <TextField
          name="bic"
          label={t('sale-form:fields.bic')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField name="holder" label={t('sale-form:fields.holder')} autoComplete="off" required />
        <SelectField
          name="debitDay"
          label={t('sale-form:fields.debitDay')}
          options={DEBIT_DAYS.map((day) => ({ value: String(day), label: String(day) }))}
          required
        />
        <SelectField
          name="frequency"
          label={t('sale-form:fields.frequency')}
          options={PAYMENT_FREQUENCIES.map((value) => ({
            value,
            label: t(`sale-form:subscription.frequencies.${value}`),
          }))}
          required
        />
      </div>
      <FormActions submitLabel={t('sale-form:subscription.subscribe')} />
    </Form>
  );
};
