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

/** A calendar day (`2026-03-02`, an effective date) as such, never shifted by a time zone; an instant as its Paris day. */
export const formatDay = (iso: string, language: string): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Paris' }).format(date);
};

/** Whole cents in euros, as every amount of the API is: "€145.90", "145,90 €". */
export const formatEuros = (cents: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A person reference of the API (`{ firstName, lastName }`) as one name, or null. */
export const personName = (
  person: { firstName: string; lastName: string } | null | undefined,
): string | null => (person ? `${person.firstName} ${person.lastName}` : null);
