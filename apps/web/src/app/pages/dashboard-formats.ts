import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Counts, euros (integer cents) and rates in the page's language. */
export const useDashboardFormats = () => {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value: number) => number.format(value),
      /** Integer cents; Intl rounds to the currency's decimals. */
      cents: (value: number) => money.format(value / 100),
      rate: (value: number | null) => (value === null ? '—' : percent.format(value)),
    };
  }, [locale]);
};
