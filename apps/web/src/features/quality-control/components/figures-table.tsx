import { type QcFigureCounts, REJECTION_REASONS } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { CompactTable, compactCell } from '@/ui/compact-table';

export interface FiguresRow extends QcFigureCounts {
  key: string;
  name: string;
  /** A second line under the name (an agent's team). */
  detail?: string | null;
}

/** The reasons of a row's rejections, most frequent first: "Consent missing 2 · Other 1". */
export const ReasonCounts = ({ counts }: { counts: QcFigureCounts['reasons'] }) => {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const given = REJECTION_REASONS.filter((reason) => counts[reason] > 0).sort(
    (a, b) => counts[b] - counts[a],
  );
  if (given.length === 0) return <span className="text-slate-400 dark:text-slate-500">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {given.map((reason) => (
        <li
          key={reason}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {t(`quality-control:reasons.${reason}`)} {number.format(counts[reason])}
        </li>
      ))}
    </ul>
  );
};

/** One of the figures' tables (per agent, per team): the decisions of the period and why sales were rejected. */
export const FiguresTable = ({
  id,
  title,
  nameHeader,
  rows,
}: {
  id: string;
  title: string;
  nameHeader: string;
  rows: FiguresRow[];
}) => {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const count = (value: number) => <td className={compactCell({ align: 'end' })}>{number.format(value)}</td>;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('quality-control:figures.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <CompactTable
            labelledBy={id}
            columns={[
              { key: 'name', header: nameHeader },
              { key: 'reviewed', header: t('quality-control:figures.reviewed'), align: 'end' },
              { key: 'validated', header: t('quality-control:figures.validated'), align: 'end' },
              { key: 'rejected', header: t('quality-control:figures.rejected'), align: 'end' },
              { key: 'callBacks', header: t('quality-control:figures.callBacks'), align: 'end' },
              { key: 'lost', header: t('quality-control:figures.lost'), align: 'end' },
              { key: 'reasons', header: t('quality-control:figures.reasons') },
            ]}
          >
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className={`${compactCell()} font-medium`}>
                  <bdi>{row.name}</bdi>
                  {row.detail && (
                    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                      {row.detail}
                    </span>
                  )}
                </th>
                {count(row.reviewed)}
                {count(row.validated)}
                {count(row.rejected)}
                {count(row.callBacks)}
                {count(row.lost)}
                <td className={compactCell()}>
                  <ReasonCounts counts={row.reasons} />
                </td>
              </tr>
            ))}
          </CompactTable>
        </div>
      )}
    </section>
  );
};
