/**
 * How long a sale has waited since the customer signed, in the reader's units: "3 d 4 h", "5 h 12 min",
 * "8 min". Two units at most: a reviewer compares ages, not seconds.
 */
export const formatWaiting = (seconds: number, language: string): string => {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0)
    return hours % 24 > 0 ? `${unit(days, 'day')} ${unit(hours % 24, 'hour')}` : unit(days, 'day');
  if (hours > 0)
    return minutes % 60 > 0 ? `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}` : unit(hours, 'hour');
  return unit(minutes, 'minute');
};

/** A sale waiting longer than this is shown as late: the brokerage promises a review within two working days. */
export const LATE_AFTER_SECONDS = 48 * 3_600;
