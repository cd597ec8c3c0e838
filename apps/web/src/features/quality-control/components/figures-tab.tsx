import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQcFigures } from '@/features/quality-control/api/get-qc-figures';
import { personName } from '@/lib/date-format';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';
import { DateFilter } from '@/ui/data-table/filter-inputs';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import {
  PERIOD_PRESETS,
  type PeriodPreset,
  periodFromSearch,
  presetOf,
  presetPeriod,
} from './figures-period';
import { FiguresTable, ReasonCounts } from './figures-table';

/**
 * The decisions of a period (Paris calendar days, this month by default), in total, per selling agent and
 * per team: reviewed, validated, rejected, call-backs, lost, and the rejection reasons. The period is in the
 * URL (`?tab=figures&from=&to=`), so a manager can share the view.
 */
export const FiguresTab = () => {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const period = periodFromSearch(search, now);
  const figures = useQcFigures(period);
  const number = new Intl.NumberFormat(i18n.language);
  const pressed = presetOf(period, now);

  const setPeriod = (from: string | undefined, to: string | undefined) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  const choose = (preset: PeriodPreset) => {
    const { from, to } = presetPeriod(preset, now);
    setPeriod(from, to);
  };
  const shownFrom = search.get('from') ?? period?.from;
  const shownTo = search.get('to') ?? period?.to;

  const data = figures.data;
  const totals = data?.totals;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('quality-control:figures.period')}</legend>
        {PERIOD_PRESETS.map((preset) => (
          <Button
            key={preset}
            type="button"
            size="sm"
            variant={pressed === preset ? 'primary' : 'outline'}
            aria-pressed={pressed === preset}
            onClick={() => choose(preset)}
          >
            {t(`quality-control:figures.presets.${preset}`)}
          </Button>
        ))}
        <DateFilter
          label={t('quality-control:figures.from')}
          value={shownFrom}
          onChange={(value) => setPeriod(value, shownTo)}
        />
        <DateFilter
          label={t('quality-control:figures.to')}
          value={shownTo}
          onChange={(value) => setPeriod(shownFrom, value)}
        />
      </fieldset>
      {!period ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('quality-control:figures.invalidPeriod')}
        </p>
      ) : figures.error ? (
        <LoadFailed message={apiErrorMessage(t, figures.error)} onRetry={() => void figures.refetch()} />
      ) : !data || !totals ? (
        <LoadingLine>{t('quality-control:figures.loading')}</LoadingLine>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {(['reviewed', 'validated', 'rejected', 'callBacks', 'lost'] as const).map((key) => (
              <div
                key={key}
                className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="text-xs text-slate-500 dark:text-slate-400">
                  {t(`quality-control:figures.${key}`)}
                </dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                  {number.format(totals[key])}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('quality-control:figures.reasons')}
            </h3>
            <ReasonCounts counts={totals.reasons} />
          </div>
          <FiguresTable
            id="qc-figures-agents"
            title={t('quality-control:figures.perAgent')}
            nameHeader={t('quality-control:columns.agent')}
            rows={data.agents.map((row) => ({
              ...row,
              key: row.agent.id,
              name: personName(row.agent) ?? '',
              detail: row.team?.name ?? null,
            }))}
          />
          <FiguresTable
            id="qc-figures-teams"
            title={t('quality-control:figures.perTeam')}
            nameHeader={t('quality-control:columns.team')}
            rows={data.teams.map((row) => ({
              ...row,
              key: row.team?.id ?? 'none',
              name: row.team?.name ?? t('quality-control:figures.noTeam'),
            }))}
          />
        </>
      )}
    </div>
  );
};
