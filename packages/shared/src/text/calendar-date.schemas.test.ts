import { describe, expect, it } from 'vitest';
import { terminateContractInputSchema } from '../contracts/contracts.schemas.ts';
import { callingRulesSchema, DEFAULT_PARAMETERS } from '../parameters/parameters.schemas.ts';
import { calendarDate } from './calendar-date.schemas.ts';

describe('calendarDate', () => {
  it('accepts the dates of 1900 to 2100', () => {
    for (const value of ['1900-01-01', '2026-02-28', '2100-12-31'])
      expect(calendarDate().safeParse(value).success).toBe(true);
  });

  it('refuses year 0000 (PostgreSQL has no year 0), years out of range and impossible days', () => {
    for (const value of ['0000-01-01', '1899-12-31', '2101-01-01', '2026-02-30', '2026-1-1'])
      expect(calendarDate().safeParse(value).success).toBe(false);
  });
});

describe('the issue-11 schemas read dates with it', () => {
  it('refuses year 0000 in a termination date and in the extra closed dates, naming the field', () => {
    const terminate = terminateContractInputSchema.safeParse({
      version: 1,
      terminationDate: '0000-01-01',
      reason: 'Moved abroad',
    });
    expect(terminate.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['terminationDate']);
    const rules = callingRulesSchema.safeParse({
      ...DEFAULT_PARAMETERS.callingRules,
      extraClosedDates: ['0000-01-01'],
    });
    expect(rules.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['extraClosedDates.0']);
  });
});
