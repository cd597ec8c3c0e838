import type { Sale } from '@brokerage/shared';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

/** A sale number kept left to right inside a right-to-left sentence (Unicode isolates). */
const isolated = (number: string) => `\u2066${number}\u2069`;

const linkClass =
  'inline-flex h-10 items-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600';

/** The end of the form: the sale is subscribed; the agent goes on from its page. */
export const SaleSubscribed = ({ sale }: { sale: Sale }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      role="status"
      className="flex flex-col items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-600 dark:text-emerald-400" />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('sale-form:success.title', { number: isolated(sale.number) })}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('sale-form:success.description')}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={localizePath(`/ventes/${sale.id}`, locale)}
          className={`${linkClass} bg-blue-600 text-white hover:bg-blue-700`}
        >
          {t('sale-form:success.open')}
        </Link>
        <Link
          to={localizePath('/ventes/form', locale)}
          reloadDocument
          className={`${linkClass} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          {t('sale-form:success.another')}
        </Link>
      </div>
    </section>
  );
};

/** A sale past the form's reach (lost, signed, in review): the form no longer edits it. */
export const SaleClosed = ({ sale }: { sale: Sale }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 p-6 dark:border-slate-800">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('sale-form:closed', {
          number: isolated(sale.number),
          status: t(`entities/ventes:status.${sale.status}`, { defaultValue: sale.status }),
        })}
      </p>
      <Link
        to={localizePath(`/ventes/${sale.id}`, locale)}
        className={`${linkClass} border border-slate-300 dark:border-slate-600`}
      >
        {t('sale-form:success.open')}
      </Link>
    </section>
  );
};
