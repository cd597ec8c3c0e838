import type { Dashboard } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardFormats } from '@/app/pages/dashboard-formats';
import { formatDay } from '@/lib/date-format';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

const panel = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const heading = 'text-base font-semibold text-slate-900 dark:text-slate-50';
const rowLink =
  'flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-2 text-sm text-slate-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:text-blue-300';

/**
 * The contracts of the scope (issue 11): how many are active, how many this month's validations created, their
 * monthly premiums, and the latest ones, each opening its page.
 */
export const DashboardContracts = ({ contracts }: { contracts: Dashboard['contracts'] }) => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const format = useDashboardFormats();
  return (
    <section aria-labelledby="dashboard-contracts" className={panel}>
      <h3 id="dashboard-contracts" className={heading}>
        {t('dashboard:contracts.title')}
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['active', format.count(contracts.active)],
            ['thisMonth', format.count(contracts.thisMonth)],
            ['premiums', format.cents(contracts.activeMonthlyPremiumCents)],
          ] as const
        ).map(([id, value]) => (
          <div key={id}>
            <dt className="text-slate-500 dark:text-slate-400">{t(`dashboard:contracts.${id}`)}</dt>
            <dd className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">{value}</dd>
          </div>
        ))}
      </dl>
      {contracts.recent.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('dashboard:contracts.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {contracts.recent.map((contract) => (
            <li key={contract.id}>
              <Link to={localizePath(`/contrats/${contract.id}`, locale)} className={rowLink}>
                <span className="flex min-w-0 flex-col">
                  <span dir="ltr" className="font-medium rtl:text-end">
                    {contract.number}
                  </span>
                  <bdi className="truncate text-xs text-slate-500 dark:text-slate-400">
                    {[contract.customerName, contract.productName].filter(Boolean).join(' · ')}
                  </bdi>
                </span>
                <span className="flex flex-col items-end text-xs">
                  <span className="font-medium tabular-nums">
                    {format.cents(contract.monthlyPremiumCents)}
                  </span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {t('dashboard:contracts.effective', {
                      date: formatDay(contract.effectiveDate, i18n.language),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The caller's call-back tasks from quality control, soonest due first, each opening the sale. */
export const DashboardCallBacks = ({ callBacks }: { callBacks: Dashboard['callBacks'] }) => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  if (callBacks.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-call-backs" className={panel}>
      <h3 id="dashboard-call-backs" className={heading}>
        {t('dashboard:callBacks.title')}
      </h3>
      <ul className="mt-3 flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
        {callBacks.map((task) => (
          <li key={task.saleId}>
            <Link to={localizePath(`/ventes/${task.saleId}`, locale)} className={rowLink}>
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">
                  <span dir="ltr">{task.saleNumber}</span>
                  {task.customerName && <bdi className="ms-2 font-normal">{task.customerName}</bdi>}
                </span>
                <bdi className="text-xs whitespace-pre-line text-slate-500 dark:text-slate-400">
                  {task.note}
                </bdi>
              </span>
              <span className="text-xs font-medium text-amber-700 dark:text-amber-300">
                {t('dashboard:callBacks.due', { date: formatDay(task.dueDate, i18n.language) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
