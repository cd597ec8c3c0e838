import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/ui/section-card';

/** One card of the sale page: the design system's section card (documents and signatures draw theirs too). */
export const SaleSection = SectionCard;

/** Label / value pairs, two columns from a small tablet up, stacked on a phone. */
export const DetailList = ({ children }: { children: ReactNode }) => (
  <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
    {children}
  </dl>
);

export const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="contents">
    <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
    <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children ?? <NotFilled />}</dd>
  </div>
);

/** A value the sale does not have yet. */
export const NotFilled = () => {
  const { t } = useTranslation();
  return <span className="text-slate-400 italic dark:text-slate-500">{t('entities/ventes:sale.none')}</span>;
};
