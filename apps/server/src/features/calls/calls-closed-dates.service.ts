import { type CallingRules, callingDateOf } from '@brokerage/shared';
import Holidays from 'date-holidays';

/**
 * The closed dates the calling-time rule reads: the public holidays of the parameters' country and region
 * (date-holidays knows France and Alsace-Moselle's extra days, Good Friday and 26 December) and the brokerage's
 * `extraClosedDates`, as ISO dates. Observances (Mother's Day, Whit Sunday) are not holidays.
 */

const calendars = new Map<string, Holidays>();

/** `FR-57` (ISO 3166-2, as the parameters hold it) or `57` both name Moselle's state for date-holidays. */
const stateOf = (country: string, region: string | null): string | undefined =>
  region ? region.replace(new RegExp(`^${country}-`), '') : undefined;

const calendarOf = (country: string, region: string | null): Holidays => {
  const key = `${country}/${region ?? ''}`;
  const known = calendars.get(key);
  if (known) return known;
  const state = stateOf(country, region);
  const calendar = state ? new Holidays(country, state) : new Holidays(country);
  calendars.set(key, calendar);
  return calendar;
};

/** Public holidays of one year, as ISO dates (date-holidays writes `yyyy-MM-dd HH:mm:ss` local dates). */
export const publicHolidaysOf = (rules: CallingRules, year: number): string[] =>
  (calendarOf(rules.holidayCountry, rules.holidayRegion).getHolidays(year) || [])
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10));

/**
 * The closed dates from the year before `now` to two years after: enough for any "allowed again from" the
 * rules compute (the refusal cooldown may reach far ahead; a later date only needs the next call's check).
 */
export const closedDatesAround = (rules: CallingRules, now: Date): Set<string> => {
  const year = Number(callingDateOf(now, rules.timeZone).slice(0, 4));
  const dates = new Set(rules.extraClosedDates);
  for (let offset = -1; offset <= 2; offset += 1) {
    for (const date of publicHolidaysOf(rules, year + offset)) dates.add(date);
  }
  return dates;
};
