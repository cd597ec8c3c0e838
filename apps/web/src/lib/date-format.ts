/** Moments and sizes in the reader's language (the locale of the URL, through i18next). */

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A file's size: "812 kB", "1.2 MB", in the reader's digits. */
export const formatFileSize = (bytes: number, language: string): string => {
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
};
