import { z } from 'zod';

/**
 * The years a date may name. `z.iso.date()` alone accepts `0000-01-01`, which PostgreSQL refuses (a 500 instead
 * of a 400): every date the API reads is held to a range a brokerage can mean.
 */
export const MIN_CALENDAR_YEAR = 1900;
export const MAX_CALENDAR_YEAR = 2100;

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** A calendar date `YYYY-MM-DD` (no time zone) between 1900-01-01 and 2100-12-31. */
export const calendarDate = () =>
  z.iso.date().refine((value) => yearOf(value) >= MIN_CALENDAR_YEAR && yearOf(value) <= MAX_CALENDAR_YEAR, {
    message: `A date between ${MIN_CALENDAR_YEAR}-01-01 and ${MAX_CALENDAR_YEAR}-12-31`,
  });
