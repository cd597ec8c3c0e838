/** Cells of the CSV exports (sales, contracts): amounts in euros, and text a spreadsheet never runs. */

export const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A spreadsheet must not run a cell as a formula (CSV injection); an E.164 phone stays as it is. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[\d\s().]*$/;
export const safeCell = (value: string | null): string => {
  if (value === null) return '';
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
};
