import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Counts as lists show them: exact ones in full ("12,345"), estimated ones rounded to two significant digits
 * ("98,000"), with `about` for a figure standing alone ("about 98,000"). The DataTable's total and the sale
 * tabs' counts share it.
 */
export const useCountFormat = () => {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const exact = new Intl.NumberFormat(i18n.language);
    const rounded = new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: 2 });
    return {
      exact: (value: number) => exact.format(value),
      estimate: (value: number) => rounded.format(value),
      about: (value: number) => t('ui:dataTable.about', { total: rounded.format(value) }),
    };
  }, [t, i18n.language]);
};
