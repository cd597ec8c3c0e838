import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../parameters/parameters.schemas.ts';
import {
  addMonths,
  prospectContactCutoff,
  prospectRetention,
  type RecordingFacts,
  recordingRetention,
} from './retention.rules.ts';

const rules = DEFAULT_PARAMETERS.retention;
const at = (iso: string) => new Date(iso);
const MS = 1;
const before = (moment: Date) => new Date(moment.getTime() - MS);

const facts = (overrides: Partial<RecordingFacts>): RecordingFacts => ({
  signedAt: null,
  refusedAt: null,
  saleDeletedAt: null,
  proposedAt: null,
  storedAt: at('2026-01-10T09:00:00Z'),
  ...overrides,
});

describe('addMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonths(at('2026-03-15T10:30:00Z'), 24).toISOString()).toBe('2028-03-15T10:30:00.000Z');
  });
  it('falls back to the last day of a shorter month, leap years included', () => {
    expect(addMonths(at('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(at('2027-01-31T12:00:00Z'), 1).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths(at('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths(at('2028-02-29T12:00:00Z'), 12).toISOString()).toBe('2029-02-28T12:00:00.000Z');
  });
  it('crosses years both ways', () => {
    expect(addMonths(at('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(at('2026-05-31T00:00:00Z'), -3).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(at('2026-01-15T00:00:00Z'), -36).toISOString()).toBe('2023-01-15T00:00:00.000Z');
  });
});

describe('recordingRetention', () => {
  const signedAt = at('2026-02-10T15:00:00Z');
  const keptUntil = at('2028-02-10T15:00:00Z');

  it('keeps a signed sale’s recording until the kept period after the signature ends, to the millisecond', () => {
    expect(recordingRetention(facts({ signedAt }), rules, before(keptUntil))).toEqual({
      action: 'keep',
      until: keptUntil,
    });
    expect(recordingRetention(facts({ signedAt }), rules, keptUntil)).toEqual({
      action: 'delete',
      reason: 'kept_period_after_signature_over',
      dueAt: keptUntil,
    });
  });

  it('keeps a signed sale’s recording even when the sale was lost or refused afterwards', () => {
    const verdict = recordingRetention(
      facts({ signedAt, refusedAt: at('2026-02-12T10:00:00Z') }),
      rules,
      at('2026-03-01T00:00:00Z'),
    );
    expect(verdict.action).toBe('keep');
  });

  it('deletes at once when the customer refused and nothing was signed', () => {
    const refusedAt = at('2026-01-12T10:00:00Z');
    expect(recordingRetention(facts({ refusedAt }), rules, refusedAt)).toEqual({
      action: 'delete',
      reason: 'customer_refused',
      dueAt: refusedAt,
    });
  });

  it('deletes at once the recording of a deleted sale that nothing signed', () => {
    const saleDeletedAt = at('2026-01-15T10:00:00Z');
    expect(recordingRetention(facts({ saleDeletedAt }), rules, saleDeletedAt)).toEqual({
      action: 'delete',
      reason: 'sale_deleted',
      dueAt: saleDeletedAt,
    });
  });

  it('deletes an unsigned recording one month after the latest proposal, not a millisecond before', () => {
    const proposedAt = at('2026-01-31T18:00:00Z');
    const dueAt = at('2026-02-28T18:00:00Z');
    expect(recordingRetention(facts({ proposedAt }), rules, before(dueAt))).toEqual({
      action: 'keep',
      until: dueAt,
    });
    expect(recordingRetention(facts({ proposedAt }), rules, dueAt)).toMatchObject({
      action: 'delete',
      reason: 'not_signed_after_proposal',
    });
  });

  it('counts from the storing when no proposal followed the call', () => {
    const verdict = recordingRetention(facts({}), rules, at('2026-02-10T09:00:00Z'));
    expect(verdict).toMatchObject({ action: 'delete', dueAt: at('2026-02-10T09:00:00Z') });
  });

  it('reads the durations from the parameters: 0 months without signature deletes at the proposal', () => {
    const proposedAt = at('2026-01-20T10:00:00Z');
    const verdict = recordingRetention(
      facts({ proposedAt }),
      { ...rules, recordingMonthsWithoutSignature: 0 },
      proposedAt,
    );
    expect(verdict.action).toBe('delete');
  });
});

describe('prospectRetention', () => {
  const lastContactAt = at('2023-03-31T08:00:00Z');
  const dueAt = at('2026-03-31T08:00:00Z');

  it('purges a prospect three years after the last contact, not a millisecond before', () => {
    expect(prospectRetention({ hasSignedSale: false, lastContactAt }, rules, before(dueAt))).toEqual({
      action: 'keep',
      until: dueAt,
    });
    expect(prospectRetention({ hasSignedSale: false, lastContactAt }, rules, dueAt)).toEqual({
      action: 'delete',
      reason: 'no_contact_since',
      dueAt,
    });
  });

  it('never purges a customer who signed', () => {
    expect(
      prospectRetention({ hasSignedSale: true, lastContactAt }, rules, at('2040-01-01T00:00:00Z')),
    ).toEqual({
      action: 'keep',
      until: null,
    });
  });

  it('selects every due prospect with the SQL cutoff, month ends included', () => {
    for (const now of ['2026-05-31T00:00:00Z', '2026-03-01T00:00:00Z', '2028-02-29T12:00:00Z']) {
      const moment = at(now);
      const cutoff = prospectContactCutoff(rules, moment);
      const around = addMonths(moment, -36).getTime();
      for (let hours = -24 * 10; hours <= 24 * 10; hours += 6) {
        const contact = new Date(around + hours * 3_600_000);
        const verdict = prospectRetention({ hasSignedSale: false, lastContactAt: contact }, rules, moment);
        if (verdict.action === 'delete') expect(contact.getTime()).toBeLessThanOrEqual(cutoff.getTime());
      }
    }
  });
});
