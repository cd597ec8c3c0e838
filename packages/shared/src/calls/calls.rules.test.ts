import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../parameters/parameters.schemas.ts';
import {
  type CallRecord,
  callingDateOf,
  checkCall,
  checkCallFrequency,
  checkCallingTime,
  checkOpposition,
  nextCallingOpening,
} from './calls.rules.ts';

const rules = DEFAULT_PARAMETERS.callingRules;
// 2026: Easter Monday 6 April, Ascension 14 May, Bastille Day 14 July (a Tuesday).
const holidays = new Set(['2026-04-06', '2026-05-14', '2026-07-14']);
const at = (iso: string) => new Date(iso);
const time = (iso: string) => checkCallingTime(rules, holidays, at(iso));

describe('calling time (Europe/Paris wall clock)', () => {
  // Monday 12 January 2026, winter: Paris is UTC+1.
  it.each([
    ['09:59', '2026-01-12T08:59:00Z', false],
    ['10:00', '2026-01-12T09:00:00Z', true],
    ['12:59', '2026-01-12T11:59:00Z', true],
    ['13:00', '2026-01-12T12:00:00Z', false],
    ['13:59', '2026-01-12T12:59:00Z', false],
    ['14:00', '2026-01-12T13:00:00Z', true],
    ['19:59', '2026-01-12T18:59:00Z', true],
    ['20:00', '2026-01-12T19:00:00Z', false],
  ])('at %s on a Monday in winter: allowed %s', (_clock, instant, allowed) => {
    expect(time(instant).allowed).toBe(allowed);
  });

  it('says when calling opens again: the afternoon window, the next morning', () => {
    expect(time('2026-01-12T08:59:00Z')).toEqual({
      allowed: false,
      reason: 'CALL_OUTSIDE_HOURS',
      allowedFrom: '2026-01-12T09:00:00.000Z',
    });
    expect(time('2026-01-12T12:00:00Z')).toMatchObject({ allowedFrom: '2026-01-12T13:00:00.000Z' });
    expect(time('2026-01-12T19:00:00Z')).toMatchObject({ allowedFrom: '2026-01-13T09:00:00.000Z' });
  });

  it('keeps the windows on the Paris clock in summer (UTC+2)', () => {
    expect(time('2026-06-15T07:59:00Z').allowed).toBe(false);
    expect(time('2026-06-15T08:00:00Z').allowed).toBe(true);
    expect(time('2026-06-15T17:59:00Z').allowed).toBe(true);
    expect(time('2026-06-15T18:00:00Z')).toMatchObject({
      reason: 'CALL_OUTSIDE_HOURS',
      allowedFrom: '2026-06-16T08:00:00.000Z',
    });
  });

  it('refuses Saturday and Sunday, and opens on Monday morning', () => {
    expect(time('2026-01-17T10:00:00Z')).toEqual({
      allowed: false,
      reason: 'CALL_ON_CLOSED_DAY',
      allowedFrom: '2026-01-19T09:00:00.000Z',
    });
    expect(time('2026-01-18T15:00:00Z')).toMatchObject({
      reason: 'CALL_ON_CLOSED_DAY',
      allowedFrom: '2026-01-19T09:00:00.000Z',
    });
  });

  it('refuses a French public holiday: 14 July, Easter Monday, Ascension', () => {
    expect(time('2026-07-14T09:00:00Z')).toEqual({
      allowed: false,
      reason: 'CALL_ON_PUBLIC_HOLIDAY',
      allowedFrom: '2026-07-15T08:00:00.000Z',
    });
    expect(time('2026-04-06T09:00:00Z')).toMatchObject({
      reason: 'CALL_ON_PUBLIC_HOLIDAY',
      allowedFrom: '2026-04-07T08:00:00.000Z',
    });
    // Ascension is a Thursday: Friday opens.
    expect(time('2026-05-14T12:00:00Z')).toMatchObject({
      reason: 'CALL_ON_PUBLIC_HOLIDAY',
      allowedFrom: '2026-05-15T08:00:00.000Z',
    });
    expect(checkCallingTime(rules, new Set(), at('2026-07-14T09:00:00Z')).allowed).toBe(true);
  });

  it('skips a holiday that follows a weekend (Easter Monday) to the Tuesday', () => {
    expect(time('2026-04-04T09:00:00Z')).toMatchObject({
      reason: 'CALL_ON_CLOSED_DAY',
      allowedFrom: '2026-04-07T08:00:00.000Z',
    });
  });

  it('crosses the last Sunday of March (clocks go forward) to 10:00 summer time', () => {
    // Friday 27 March 20:30 Paris (UTC+1) → Monday 30 March 10:00 Paris (UTC+2).
    expect(time('2026-03-27T19:30:00Z')).toMatchObject({ allowedFrom: '2026-03-30T08:00:00.000Z' });
    expect(time('2026-03-29T08:30:00Z')).toMatchObject({ reason: 'CALL_ON_CLOSED_DAY' });
    expect(time('2026-03-30T07:59:00Z').allowed).toBe(false);
    expect(time('2026-03-30T08:00:00Z').allowed).toBe(true);
  });

  it('crosses the last Sunday of October (clocks go back) to 10:00 winter time', () => {
    // Friday 23 October 20:30 Paris (UTC+2) → Monday 26 October 10:00 Paris (UTC+1).
    expect(time('2026-10-23T18:30:00Z')).toMatchObject({ allowedFrom: '2026-10-26T09:00:00.000Z' });
    expect(time('2026-10-25T10:00:00Z')).toMatchObject({ reason: 'CALL_ON_CLOSED_DAY' });
    expect(time('2026-10-26T08:59:00Z').allowed).toBe(false);
    expect(time('2026-10-26T09:00:00Z').allowed).toBe(true);
  });

  it('reads the calling date on the Paris clock, not in UTC', () => {
    expect(callingDateOf(at('2026-07-13T22:30:00Z'), 'Europe/Paris')).toBe('2026-07-14');
    expect(nextCallingOpening(rules, holidays, at('2026-07-13T22:30:00Z'))?.toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
  });
});

describe('call frequency', () => {
  const attempt = (iso: string, outcome: CallRecord['outcome'] = 'no_answer'): CallRecord => ({
    at: iso,
    outcome,
  });
  const three = [
    attempt('2026-01-05T10:00:00Z'),
    attempt('2026-01-12T10:00:00Z'),
    attempt('2026-01-19T10:00:00Z'),
  ];

  it('allows the 4th attempt in 30 days and refuses the 5th until the oldest leaves the window', () => {
    const now = at('2026-01-26T10:00:00Z');
    expect(checkCallFrequency(rules, three, now).allowed).toBe(true);
    const four = [...three, attempt('2026-01-26T10:00:00Z')];
    expect(checkCallFrequency(rules, four, at('2026-01-27T10:00:00Z'))).toEqual({
      allowed: false,
      reason: 'CALL_ATTEMPTS_EXCEEDED',
      allowedFrom: '2026-02-04T10:00:00.000Z',
    });
    expect(checkCallFrequency(rules, four, at('2026-02-04T09:59:59Z')).allowed).toBe(false);
    expect(checkCallFrequency(rules, four, at('2026-02-04T10:00:00Z')).allowed).toBe(true);
  });

  it('refuses on day 59 after a refusal and allows on day 60', () => {
    const refused = [attempt('2026-01-12T10:00:00Z', 'refused')];
    expect(checkCallFrequency(rules, refused, at('2026-03-12T10:00:00Z'))).toEqual({
      allowed: false,
      reason: 'CALL_AFTER_REFUSAL',
      allowedFrom: '2026-03-13T10:00:00.000Z',
    });
    expect(checkCallFrequency(rules, refused, at('2026-03-13T10:00:00Z')).allowed).toBe(true);
  });

  it('counts the cooldown in Paris days across the change to summer time', () => {
    // Refused Friday 13 March 11:00 Paris (UTC+1); 60 days later is 12 May 11:00 Paris (UTC+2).
    const refused = [attempt('2026-03-13T10:00:00Z', 'refused')];
    expect(checkCallFrequency(rules, refused, at('2026-05-12T08:59:00Z')).allowed).toBe(false);
    expect(checkCallFrequency(rules, refused, at('2026-05-12T09:00:00Z')).allowed).toBe(true);
  });
});

describe('opposition and every rule together', () => {
  it('blocks an opposed number unless the customer is under contract', () => {
    expect(checkOpposition({ opposed: true, underContract: false })).toEqual({
      allowed: false,
      reason: 'NUMBER_OPPOSED',
      allowedFrom: null,
    });
    expect(checkOpposition({ opposed: true, underContract: true }).allowed).toBe(true);
    expect(checkOpposition({ opposed: false, underContract: false }).allowed).toBe(true);
  });

  it('gives the first blocking reason and the instant every rule allows', () => {
    const base = { rules, closedDates: holidays, opposed: false, underContract: false };
    // Refused on Wednesday 13 May 2026 at 11:00 Paris: 60 days later is Sunday 12 July, then Monday 13 July.
    const attempts: CallRecord[] = [{ at: '2026-05-13T09:00:00Z', outcome: 'refused' }];
    expect(checkCall({ ...base, attempts, now: at('2026-05-20T09:00:00Z') })).toEqual({
      allowed: false,
      reason: 'CALL_AFTER_REFUSAL',
      allowedFrom: '2026-07-13T08:00:00.000Z',
    });
    expect(checkCall({ ...base, attempts, opposed: true, now: at('2026-05-20T09:00:00Z') })).toMatchObject({
      reason: 'NUMBER_OPPOSED',
    });
    expect(checkCall({ ...base, attempts: [], now: at('2026-05-20T19:00:00Z') })).toMatchObject({
      reason: 'CALL_OUTSIDE_HOURS',
    });
    expect(checkCall({ ...base, attempts: [], now: at('2026-05-20T09:00:00Z') })).toEqual({ allowed: true });
  });
});
