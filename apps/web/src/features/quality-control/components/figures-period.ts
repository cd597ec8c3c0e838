import { addCalendarDays, calendarDateIn, type QcFiguresQuery } from '@brokerage/shared';

/** The quick choices of the figures' period; a typed range is `custom`. */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'last30Days'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The Paris calendar days a preset covers at `now` (both ends included, as the API reads them). */
export const presetPeriod = (preset: PeriodPreset, now: Date): QcFiguresQuery => {
  const today = calendarDateIn(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (preset === 'thisMonth') return { from: firstOfMonth, to: today };
  if (preset === 'lastMonth') {
    const lastDay = addCalendarDays(firstOfMonth, -1);
    return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
  }
  return { from: addCalendarDays(today, -29), to: today };
};

/** The period in the URL (`?from=&to=`), else this month; null while the typed range is not a valid one. */
export const periodFromSearch = (search: URLSearchParams, now: Date): QcFiguresQuery | null => {
  const from = search.get('from');
  const to = search.get('to');
  if (!from && !to) return presetPeriod('thisMonth', now);
  if (!isDay(from) || !isDay(to) || from > to) return null;
  return { from, to };
};

/** The preset a period is, if any (its button shows as pressed). */
export const presetOf = (period: QcFiguresQuery | null, now: Date): PeriodPreset | undefined =>
  period
    ? PERIOD_PRESETS.find((preset) => {
        const candidate = presetPeriod(preset, now);
        return candidate.from === period.from && candidate.to === period.to;
      })
    : undefined;
