import { type PricedOffer, quoteProductInputSchema } from '@brokerage/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { inputClassName } from '@/ui/form/field';

export interface OfferPickerProps {
  offers: readonly PricedOffer[];
  /** Formats a monthly total for the radio's label. */
  price: (offer: PricedOffer) => string;
  initialReason: string;
  onPick: (offer: PricedOffer, reason: string) => Promise<void>;
}

const reasonSchema = quoteProductInputSchema.shape.recommendationReason;

/** The agent picks one of the priced offers and writes why it suits the customer (kept for the DDA advice). */
export const OfferPicker = ({ offers, price, initialReason, onPick }: OfferPickerProps) => {
  const { t } = useTranslation();
  const reasonId = useId();
  const [productId, setProductId] = useState<string | null>(null);
  const [reason, setReason] = useState(initialReason);
  const [errors, setErrors] = useState<{ offer?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const offer = offers.find((candidate) => candidate.product.id === productId);
    const parsedReason = reasonSchema.safeParse(reason);
    const next = {
      ...(offer ? {} : { offer: t('sale-form:quote.pickRequired') }),
      ...(parsedReason.success ? {} : { reason: t('sale-form:quote.reasonRequired') }),
    };
    setErrors(next);
    if (!offer || !parsedReason.success) return;
    setBusy(true);
    try {
      await onPick(offer, parsedReason.data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.offer ? `${reasonId}-offer` : undefined}
      >
        <legend className="mb-1 text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('sale-form:quote.pick')}
        </legend>
        {offers.map((offer) => (
          <label
            key={offer.product.id}
            className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              type="radio"
              name={`${reasonId}-offer`}
              value={offer.product.id}
              checked={productId === offer.product.id}
              onChange={() => setProductId(offer.product.id)}
              className="mt-0.5 size-4 shrink-0 accent-blue-600 dark:accent-blue-400"
            />
            <span>
              {offer.product.name}{' '}
              <span className="tabular-nums text-slate-600 dark:text-slate-400">{price(offer)}</span>
            </span>
          </label>
        ))}
        {errors.offer && (
          <p id={`${reasonId}-offer`} className="text-xs text-red-700 dark:text-red-300">
            {errors.offer}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('sale-form:quote.reason')}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : `${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className={inputClassName(Boolean(errors.reason), 'py-2')}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {t('sale-form:quote.reasonHint')}
        </p>
        {errors.reason && (
          <p id={`${reasonId}-error`} className="text-xs text-red-700 dark:text-red-300">
            {errors.reason}
          </p>
        )}
      </div>
      <Button type="button" className="self-start" loading={busy} onClick={() => void submit()}>
        {t('sale-form:quote.recommend')}
      </Button>
    </div>
  );
};
