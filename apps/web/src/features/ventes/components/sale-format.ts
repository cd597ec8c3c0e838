/** Money and dates of a sale in the reader's language (the locale of the URL, through i18next). */

/** Premiums are whole cents in euros everywhere in the API. */
export const formatPremium = (cents: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

export const formatDate = (iso: string, language: string): string => {
  // A bare date (birth date, effective date) is a calendar day: shown as such, not shifted by a time zone.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Paris' }).format(date);
};

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Euros typed in a filter (`12,5` or `12.5`) as the API's cents; undefined when it is not a number. */
export const eurosToCents = (text: string): number | undefined => {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return undefined;
  return Math.round(Number(normalised) * 100);
};

/** The cents of a filter as euros in the input; whole euros without decimals. */
export const centsToEuros = (cents: string | undefined): string => {
  if (!cents || !/^\d+$/.test(cents)) return '';
  const euros = Number(cents) / 100;
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2);
};
