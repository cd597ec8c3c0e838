import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money is integer cents with a currency (DESIGN §5), shown in the locale's currency format: `format(4590, 'EUR')`
 * reads "€45.90" in English, "45,90 €" in French. The division by 100 only feeds Intl, which rounds to the
 * currency's two decimals, so no cent is lost in display.
 */
export const useMoneyFormat = () => {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const formats = new Map<string, Intl.NumberFormat>();
    return (cents: number, currency: string) => {
      let format = formats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        formats.set(currency, format);
      }
      return format.format(cents / 100);
    };
  }, [locale]);
};
