/**
 * Contracts (issue 11): what a validated sale becomes. Pure rules with an explicit `now`; calendar days are
 * those of Europe/Paris, where the brokerage and its customers are.
 */

export const CONTRACT_STATUSES = ['active', 'withdrawn', 'cancelled', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** How the premium is paid; SEPA direct debit is the only method the quote flow collects today. */
export const CONTRACT_PAYMENT_METHODS = ['sepa_direct_debit'] as const;
export type ContractPaymentMethod = (typeof CONTRACT_PAYMENT_METHODS)[number];

/** The readable number of a contract: `C-<year>-<6+ digits>` from one database sequence (like sales' `V-…`). */
export const CONTRACT_NUMBER_PATTERN = /^C-\d{4}-\d{6,}$/;
export const formatContractNumber = (year: number, sequence: number): string =>
  `C-${year}-${String(sequence).padStart(6, '0')}`;

/** Only an active contract ends; each end is final. */
export const canEndContract = (status: ContractStatus): boolean => status === 'active';

/** Code des assurances L112-9: the customer may withdraw for 14 calendar days after the contract is concluded. */
export const WITHDRAWAL_PERIOD_DAYS = 14;
export const CONTRACT_TIME_ZONE = 'Europe/Paris';

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export const calendarDateIn = (instant: Date, timeZone: string = CONTRACT_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** `isoDate` plus `days` calendar days (no time zone involved: a date has none). */
export const addCalendarDays = (isoDate: string, days: number): string => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/**
 * The last day the customer may withdraw: the signature's Paris calendar day plus 14 (the day of the signature
 * does not count, Code de procédure civile art. 641, so the period runs to the end of that 14th day). The law
 * does not extend it past a weekend or holiday for insurance (decisions.md).
 */
export const withdrawalEndDate = (signedAt: Date, timeZone: string = CONTRACT_TIME_ZONE): string =>
  addCalendarDays(calendarDateIn(signedAt, timeZone), WITHDRAWAL_PERIOD_DAYS);

/** Whether a withdrawal asked at `now` is still inside the period (its last day included). */
export const isWithdrawalOpen = (signedAt: Date, now: Date, timeZone: string = CONTRACT_TIME_ZONE): boolean =>
  calendarDateIn(now, timeZone) <= withdrawalEndDate(signedAt, timeZone);

/** The month (1–12) a contract renews in: its effective date's anniversary month. */
export const renewalMonthOf = (effectiveDate: string): number => Number(effectiveDate.slice(5, 7));

/**
 * The next anniversary of the effective date strictly after `today` (both `YYYY-MM-DD`); 29 February falls
 * back to 28 February in other years.
 */
export const nextRenewalDate = (effectiveDate: string, today: string): string => {
  const [year, month, day] = effectiveDate.split('-').map(Number) as [number, number, number];
  const on = (y: number) => {
    const lastDay = new Date(Date.UTC(y, month, 0)).getUTCDate();
    return `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  };
  let candidateYear = Math.max(year + 1, Number(today.slice(0, 4)));
  while (on(candidateYear) <= today) candidateYear += 1;
  return on(candidateYear);
};
