import { type Dashboard, isOpenSale, SALE_STATUSES } from '@brokerage/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardAgentsTable } from '@/app/pages/dashboard-agents-table';
import { useDashboard } from '@/app/pages/dashboard-api';
import { DashboardCallBacks, DashboardContracts } from '@/app/pages/dashboard-contracts';
import { useDashboardFormats } from '@/app/pages/dashboard-formats';
import { ApiError } from '@/lib/api-error';
import { localizePath } from '@/lib/locale';
import { Button } from '@/ui/button';
import { useLocale } from '@/ui/use-locale';

/** The one chart loads in a chunk of its own, after the figures (the shell's budget stays for the shell). */
const DashboardStatusChart = lazy(() =>
  import('@/app/pages/dashboard-status-chart').then((module) => ({ default: module.DashboardStatusChart })),
);

const OPEN_STATUSES = SALE_STATUSES.filter(isOpenSale);

const panel = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const heading = 'text-base font-semibold text-slate-900 dark:text-slate-50';

const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

const Cards = ({ dashboard }: { dashboard: Dashboard }) => {
  const { t } = useTranslation();
  const format = useDashboardFormats();
  const cards = [
    { id: 'sales', value: format.count(dashboard.totalSales) },
    { id: 'subscribed', value: format.count(dashboard.premiums.subscribedSales) },
    { id: 'monthlyPremiums', value: format.cents(dashboard.premiums.monthlyCents) },
    { id: 'yearlyPremiums', value: format.cents(dashboard.premiums.yearlyCents) },
    {
      id: 'conversion',
      value: format.rate(dashboard.conversion.rate),
      hint: t('dashboard:cards.conversionHint', {
        subscribed: format.count(dashboard.conversion.subscribed),
        quoted: format.count(dashboard.conversion.quoted),
      }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {cards.map((card) => (
        <div key={card.id} className={panel}>
          <dt className="text-sm text-slate-500 dark:text-slate-400">{t(`dashboard:cards.${card.id}`)}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900 dark:text-slate-50">
            {card.value}
          </dd>
          {card.hint ? <dd className="text-xs text-slate-500 dark:text-slate-400">{card.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
};

const Pipeline = ({ dashboard, userId }: { dashboard: Dashboard; userId: string }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useDashboardFormats();
  const open = OPEN_STATUSES.reduce((total, status) => total + dashboard.pipeline[status], 0);
  return (
    <section aria-labelledby="dashboard-pipeline" className={panel}>
      <h3 id="dashboard-pipeline" className={heading}>
        {t('dashboard:pipeline.title')}
      </h3>
      {open === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('dashboard:pipeline.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {OPEN_STATUSES.filter((status) => dashboard.pipeline[status] > 0).map((status) => (
            <li key={status}>
              <Link
                to={`${localizePath('/ventes', locale)}?status=${status}&sellerId=${userId}`}
                className="flex items-center justify-between gap-3 py-2 text-sm text-slate-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:text-blue-300"
              >
                <span className="truncate">{t(`dashboard:status.${status}`)}</span>
                <span className="font-medium tabular-nums">{format.count(dashboard.pipeline[status])}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export interface DashboardFiguresProps {
  userId: string;
}

/** This month's figures of the user's scope, their pipeline and (managers) a row per agent. */
export const DashboardFigures = ({ userId }: DashboardFiguresProps) => {
  const { t, i18n } = useTranslation();
  const query = useDashboard(true);

  if (query.isPending) {
    return (
      <section
        aria-busy="true"
        aria-label={t('dashboard:loading')}
        className="grid grid-cols-2 gap-3 md:grid-cols-5"
      >
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </section>
    );
  }
  if (query.isError) {
    // Without the right to read sales (or with the module off) there are no figures: the page shows the rest.
    if (query.error instanceof ApiError && query.error.status === 403) return null;
    return (
      <div role="alert" className={`${panel} flex flex-wrap items-center justify-between gap-3`}>
        <p className="text-sm text-slate-700 dark:text-slate-200">{t('dashboard:error')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('dashboard:retry')}
        </Button>
      </div>
    );
  }

  const dashboard = query.data;
  return (
    <section aria-labelledby="dashboard-month" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-month" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('dashboard:month.title', { month: monthLabel(dashboard.period.month, i18n.language) })}
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t(`dashboard:scope.${dashboard.scope}`)}
        </p>
      </div>
      <Cards dashboard={dashboard} />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="dashboard-chart" className={panel}>
          <h3 id="dashboard-chart" className={`${heading} mb-3`}>
            {t('dashboard:chart.title')}
          </h3>
          <Suspense fallback={<div className="h-64 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />}>
            <DashboardStatusChart counts={dashboard.salesByStatus} />
          </Suspense>
        </section>
        <Pipeline dashboard={dashboard} userId={userId} />
        <DashboardContracts contracts={dashboard.contracts} />
        <DashboardCallBacks callBacks={dashboard.callBacks} />
      </div>
      {dashboard.agents ? (
        <DashboardAgentsTable agents={dashboard.agents} truncated={dashboard.agentsTruncated} />
      ) : null}
    </section>
  );
};
