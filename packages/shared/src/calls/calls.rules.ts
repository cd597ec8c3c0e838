import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, getISODay } from 'date-fns';
import type { CallingRules } from '../parameters/parameters.schemas.ts';
import type { CallBlockReason } from './calls.errors.ts';
import type { CallOutcome } from './calls.schemas.ts';

/**
 * The phone-selling rules (issue 11; décret 2022-1313): when, how often and whom an agent may call. Pure: the
 * caller gives the instant (`now`), the parameters' `CallingRules`, the closed dates (public holidays and extra
 * closed days as ISO dates of the calling time zone, computed on the server) and the attempts already made to
 * the prospect. Wall-clock times are read in `rules.timeZone` with @date-fns/tz, so the daylight-saving changes
 * move nothing: a window is 10:00 Paris time in winter and in summer alike.
 */

/** How far ahead the next opening is looked for: a year and a bit covers any week of closed dates. */
const SEARCH_DAYS = 370;

export type CallVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'NUMBER_OPPOSED'; allowedFrom: null }
  | { allowed: false; reason: Exclude<CallBlockReason, 'NUMBER_OPPOSED'>; allowedFrom: string };

/** An attempt as the frequency rules read it. */
export interface CallRecord {
  at: string;
  outcome: CallOutcome;
}

const ALLOWED: CallVerdict = { allowed: true };

const minutesOfClock = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

const wallClock = (instant: Date, timeZone: string): TZDate => new TZDate(instant.getTime(), timeZone);

/** The ISO date (yyyy-MM-dd) of an instant on the calling time zone's wall clock. */
export const callingDateOf = (instant: Date, timeZone: string): string =>
  format(wallClock(instant, timeZone), 'yyyy-MM-dd');

/** The instant of `clock` (HH:MM) on the wall-clock day of `day` in `timeZone`. */
const instantAt = (day: TZDate, clock: string, timeZone: string): Date => {
  const minutes = minutesOfClock(clock);
  return new Date(
    new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      Math.floor(minutes / 60),
      minutes % 60,
      timeZone,
    ).getTime(),
  );
};

const sortedWindows = (rules: CallingRules) =>
  [...rules.windows].sort((left, right) => minutesOfClock(left.start) - minutesOfClock(right.start));

/** Why the day of `day` is closed, or null when calls are allowed on it (in its windows). */
const closedDayReason = (
  rules: CallingRules,
  closedDates: ReadonlySet<string>,
  day: TZDate,
): 'CALL_ON_CLOSED_DAY' | 'CALL_ON_PUBLIC_HOLIDAY' | null => {
  if (!rules.weekdays.includes(getISODay(day))) return 'CALL_ON_CLOSED_DAY';
  if (closedDates.has(format(day, 'yyyy-MM-dd'))) return 'CALL_ON_PUBLIC_HOLIDAY';
  return null;
};

/**
 * The first instant at or after `from` when the calling time allows a call (an open day, inside a window), or
 * null when none comes within a year (parameters that close every day).
 */
export const nextCallingOpening = (
  rules: CallingRules,
  closedDates: ReadonlySet<string>,
  from: Date,
): Date | null => {
  const inZone = { in: tz(rules.timeZone) };
  const start = wallClock(from, rules.timeZone);
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = addDays(start, offset, inZone);
    if (closedDayReason(rules, closedDates, day)) continue;
    for (const window of sortedWindows(rules)) {
      const opens = instantAt(day, window.start, rules.timeZone);
      const closes = instantAt(day, window.end, rules.timeZone);
      if (from < opens) return opens;
      if (from < closes) return from;
    }
  }
  return null;
};

const blockedUntil = (
  reason: Exclude<CallBlockReason, 'NUMBER_OPPOSED'>,
  allowedFrom: Date | null,
): CallVerdict => ({
  allowed: false,
  reason,
  // Parameters that close every day for a year leave no date: the far future says "not now" honestly.
  allowedFrom: (allowedFrom ?? new Date(8.64e15)).toISOString(),
});

/** Calling hours: an allowed weekday, not a closed date, inside a window (`end` excluded). */
export const checkCallingTime = (
  rules: CallingRules,
  closedDates: ReadonlySet<string>,
  now: Date,
): CallVerdict => {
  const day = wallClock(now, rules.timeZone);
  const reason = closedDayReason(rules, closedDates, day) ?? 'CALL_OUTSIDE_HOURS';
  const opening = nextCallingOpening(rules, closedDates, now);
  if (opening && opening.getTime() === now.getTime()) return ALLOWED;
  return blockedUntil(reason, opening);
};

/** The attempts counted by the frequency limit at `now`: those of the last `attemptWindowDays` days. */
export const attemptsInWindow = (rules: CallingRules, attempts: readonly CallRecord[], now: Date): Date[] => {
  const windowStart = addDays(wallClock(now, rules.timeZone), -rules.attemptWindowDays, {
    in: tz(rules.timeZone),
  });
  return attempts
    .map((attempt) => new Date(attempt.at))
    .filter((at) => at > windowStart && at <= now)
    .sort((left, right) => left.getTime() - right.getTime());
};

/**
 * Frequency: no attempt within `refusalCooldownDays` days of a refusal, and at most `maxAttempts` attempts in
 * `attemptWindowDays` days. Days are calendar days of the calling time zone (a refusal at 11:00 allows a call
 * at 11:00 sixty days later, whatever the clocks did in between).
 */
export const checkCallFrequency = (
  rules: CallingRules,
  attempts: readonly CallRecord[],
  now: Date,
): CallVerdict => {
  const inZone = { in: tz(rules.timeZone) };
  const lastRefusal = attempts
    .filter((attempt) => attempt.outcome === 'refused')
    .map((attempt) => new Date(attempt.at))
    .filter((at) => at <= now)
    .sort((left, right) => right.getTime() - left.getTime())[0];
  if (lastRefusal) {
    const cooldownEnds = addDays(wallClock(lastRefusal, rules.timeZone), rules.refusalCooldownDays, inZone);
    if (now < cooldownEnds) return blockedUntil('CALL_AFTER_REFUSAL', new Date(cooldownEnds.getTime()));
  }
  const counted = attemptsInWindow(rules, attempts, now);
  if (counted.length >= rules.maxAttempts) {
    // The next call is allowed once enough of the counted attempts have left the window.
    const oldestToLeave = counted[counted.length - rules.maxAttempts] as Date;
    const leaves = addDays(wallClock(oldestToLeave, rules.timeZone), rules.attemptWindowDays, inZone);
    return blockedUntil('CALL_ATTEMPTS_EXCEEDED', new Date(leaves.getTime()));
  }
  return ALLOWED;
};

/** The do-not-call list: an opposed number may only be called when its customer is under contract. */
export const checkOpposition = ({
  opposed,
  underContract,
}: {
  opposed: boolean;
  underContract: boolean;
}): CallVerdict =>
  opposed && !underContract ? { allowed: false, reason: 'NUMBER_OPPOSED', allowedFrom: null } : ALLOWED;

export interface CallCheckInput {
  rules: CallingRules;
  closedDates: ReadonlySet<string>;
  attempts: readonly CallRecord[];
  opposed: boolean;
  underContract: boolean;
  now: Date;
}

/**
 * Every rule at once. The reason is the first rule that blocks (opposition, refusal, frequency, then the
 * calling time); `allowedFrom` is when all of them allow a call: the frequency date moved to the next opening
 * of the calling hours.
 */
export const checkCall = (input: CallCheckInput): CallVerdict => {
  const opposition = checkOpposition(input);
  if (!opposition.allowed) return opposition;
  const frequency = checkCallFrequency(input.rules, input.attempts, input.now);
  if (!frequency.allowed && frequency.allowedFrom) {
    const opening = nextCallingOpening(input.rules, input.closedDates, new Date(frequency.allowedFrom));
    return blockedUntil(frequency.reason as Exclude<CallBlockReason, 'NUMBER_OPPOSED'>, opening);
  }
  return checkCallingTime(input.rules, input.closedDates, input.now);
};
