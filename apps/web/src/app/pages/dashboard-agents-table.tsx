import type { DashboardAgentRow } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useDashboardFormats } from '@/app/pages/dashboard-formats';
import { ScrollRegion } from '@/ui/scroll-region';

export interface DashboardAgentsTableProps {
  agents: DashboardAgentRow[];
  truncated: boolean;
}

const cell = 'px-3 py-2 text-end tabular-nums';

/** A manager's view of this month per agent (best premium first); it scrolls sideways on a phone. */
export const DashboardAgentsTable = ({ agents, truncated }: DashboardAgentsTableProps) => {
  const { t } = useTranslation();
  const format = useDashboardFormats();
  return (
    <div className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <h3
        id="dashboard-agents"
        className="p-4 pb-2 text-base font-semibold text-slate-900 dark:text-slate-50"
      >
        {t('dashboard:agents.title')}
      </h3>
      {agents.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-500 dark:text-slate-400">{t('dashboard:agents.empty')}</p>
      ) : (
        <ScrollRegion labelledBy="dashboard-agents">
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('dashboard:agents.agent')}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('dashboard:agents.sales')}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('dashboard:agents.subscribed')}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('dashboard:agents.monthlyPremium')}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  {t('dashboard:agents.yearlyPremium')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-100">
              {agents.map((row) => (
                <tr key={row.seller.id}>
                  <th scope="row" className="px-3 py-2 text-start font-medium">
                    {`${row.seller.firstName} ${row.seller.lastName}`.trim()}
                  </th>
                  <td className={cell}>{format.count(row.sales)}</td>
                  <td className={cell}>{format.count(row.subscribed)}</td>
                  <td className={cell}>{format.cents(row.monthlyPremiumCents)}</td>
                  <td className={cell}>{format.cents(row.yearlyPremiumCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {truncated ? (
        <p className="px-4 py-2 text-xs text-slate-500 dark:text-slate-400">
          {t('dashboard:agents.truncated')}
        </p>
      ) : null}
    </div>
  );
};
