import { SALE_STATUSES, type StatusCounts } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useDashboardFormats } from '@/app/pages/dashboard-formats';

/**
 * This month's sales by status as horizontal bars, drawn by hand in SVG (decisions: "Dashboard chart"): a bar
 * per status, its length relative to the largest. Labels and counts are HTML, so they follow the page's
 * direction and font; the bars grow from the start edge (mirrored in RTL). The whole chart is one image with a
 * spoken summary; the same figures are in the cards and the table of the page. Loaded lazily (own chunk).
 */

/** Fill per status, readable on the light and the dark background. */
const BAR_COLOURS: Record<(typeof SALE_STATUSES)[number], string> = {
  draft: 'fill-slate-400 dark:fill-slate-500',
  quoted: 'fill-sky-500 dark:fill-sky-400',
  subscribed: 'fill-blue-600 dark:fill-blue-400',
  documents_sent: 'fill-indigo-500 dark:fill-indigo-400',
  awaiting_signature: 'fill-violet-500 dark:fill-violet-400',
  signed: 'fill-purple-600 dark:fill-purple-400',
  quality_review: 'fill-amber-500 dark:fill-amber-400',
  validated: 'fill-emerald-500 dark:fill-emerald-400',
  rejected: 'fill-orange-600 dark:fill-orange-400',
  contract: 'fill-green-700 dark:fill-green-400',
  lost: 'fill-rose-500 dark:fill-rose-400',
};

export interface DashboardStatusChartProps {
  counts: StatusCounts;
}

export const DashboardStatusChart = ({ counts }: DashboardStatusChartProps) => {
  const { t } = useTranslation();
  const format = useDashboardFormats();
  const largest = Math.max(1, ...SALE_STATUSES.map((status) => counts[status]));
  const summary = SALE_STATUSES.map(
    (status) => `${t(`dashboard:status.${status}`)}: ${format.count(counts[status])}`,
  ).join(', ');

  return (
    <figure role="img" aria-label={t('dashboard:chart.summary', { summary })} className="flex flex-col gap-2">
      {SALE_STATUSES.map((status) => (
        <div key={status} aria-hidden="true" className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-2">
          <span className="truncate text-sm text-slate-600 dark:text-slate-300">
            {t(`dashboard:status.${status}`)}
          </span>
          <svg
            viewBox="0 0 100 10"
            preserveAspectRatio="none"
            className="h-3 w-full rtl:-scale-x-100"
            focusable="false"
            aria-hidden="true"
          >
            <rect x="0" y="0" width="100" height="10" rx="2" className="fill-slate-100 dark:fill-slate-800" />
            <rect
              x="0"
              y="0"
              width={(counts[status] / largest) * 100}
              height="10"
              rx="2"
              className={BAR_COLOURS[status]}
            />
          </svg>
          <span className="text-end text-sm font-medium tabular-nums text-slate-900 dark:text-slate-100">
            {format.count(counts[status])}
          </span>
        </div>
      ))}
    </figure>
  );
};
