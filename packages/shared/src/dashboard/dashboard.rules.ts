import { type SaleStatus, SUBSCRIBED_STEP_STATUSES } from '../ventes/ventes.rules.ts';

/**
 * The dashboard's definitions (issue 9), shared so the server's SQL and the web's labels mean the same thing.
 * "This month" is the calendar month in Europe/Paris, where the brokerage works; "this month's sales" are the
 * sales created in it, and every figure of the month (by status, premiums, conversion, per agent) counts that
 * one cohort, so the figures add up with each other.
 */

export const DASHBOARD_TIME_ZONE = 'Europe/Paris';

/** Statuses of a sale that was subscribed and is still on its way to a contract (or became one): not rejected. */
export const SUBSCRIBED_OR_LATER_STATUSES: readonly SaleStatus[] = SUBSCRIBED_STEP_STATUSES.filter(
  (status) => status !== 'rejected',
);

export const isSubscribedOrLater = (status: SaleStatus): boolean =>
  SUBSCRIBED_OR_LATER_STATUSES.includes(status);

/** Minutes to add to UTC to read the wall clock of `timeZone` at `instant`. */
const offsetMinutes = (instant: Date, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallClock - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
};

/** The instant at which the wall clock of `timeZone` shows midnight on the first day of `year`-`month` (1-12). */
const startOfMonthIn = (year: number, month: number, timeZone: string): Date => {
  const asIfUtc = Date.UTC(year, month - 1, 1);
  // Offsets never change at midnight on the first of a month in Europe/Paris; one correction is exact.
  return new Date(asIfUtc - offsetMinutes(new Date(asIfUtc), timeZone) * 60_000);
};

export interface MonthPeriod {
  /** `YYYY-MM`. */
  month: string;
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  to: Date;
}

/** The calendar month (in Europe/Paris) that holds `now`. */
export const monthInFrance = (now: Date = new Date()): MonthPeriod => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: DASHBOARD_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    from: startOfMonthIn(year, month, DASHBOARD_TIME_ZONE),
    to: startOfMonthIn(nextYear, nextMonth, DASHBOARD_TIME_ZONE),
  };
};

/** Share of quoted sales that were subscribed, 0..1, or null when nothing was quoted (no rate to show). */
export const conversionRate = (quoted: number, subscribed: number): number | null =>
  quoted === 0 ? null : subscribed / quoted;
