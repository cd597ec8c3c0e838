const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago `iso` was, in the reader's language ("5 minutes ago", "il y a 5 minutes", "قبل 5 دقائق"); under
 * a minute, "now". A moment a little ahead of the browser's clock (a skewed clock) also reads "now".
 */
export const timeAgo = (iso: string, language: string, nowMs: number = Date.now()): string => {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1_000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
};
