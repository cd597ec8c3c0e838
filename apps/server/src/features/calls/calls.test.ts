import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAttempts, contracts } from '@/db/schema/index.ts';
import {
  newProspect,
  recordCall,
  saveCallingRules,
  setClockTo,
  startCallSuite,
} from '@/test/call-fixtures.ts';

/** `POST /ventes/{id}/calls` and the phone-selling rules at their edges (issue 11, acceptance 1). */

const world = startCallSuite();

/**
 * An instant recorded at the moved clock, to the second: the clock keeps running during the request, so what
 * the server stamps (and the dates computed from it) carries a few milliseconds more.
 */
const near = (isoSecond: string) => expect.stringMatching(new RegExp(`^${isoSecond}\\.\\d{3}Z$`));

/** Records one attempt at `iso` for a fresh prospect and answers the response. */
const callFreshAt = async (iso: string) => {
  const { sale } = await newProspect(world);
  setClockTo(iso);
  return recordCall(world, sale.id);
};

describe('calling hours (Monday 14 December 2026, Paris is UTC+1)', () => {
  it.each([
    ['09:59', '2026-12-14T08:59:00Z', 409],
    ['10:00', '2026-12-14T09:00:00Z', 201],
    ['12:59', '2026-12-14T11:59:00Z', 201],
    ['13:00', '2026-12-14T12:00:00Z', 409],
    ['13:59', '2026-12-14T12:59:00Z', 409],
    ['14:00', '2026-12-14T13:00:00Z', 201],
    ['19:59', '2026-12-14T18:59:00Z', 201],
    ['20:00', '2026-12-14T19:00:00Z', 409],
  ])('at %s answers %i', async (_clock, iso, status) => {
    const response = await callFreshAt(iso);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 409) expect(response.json().details.reason).toBe('CALL_OUTSIDE_HOURS');
  });

  it('refuses 21:00 with the morning after as allowedFrom, and writes nothing', async () => {
    const { sale } = await newProspect(world);
    setClockTo('2026-12-14T20:00:00Z');
    const response = await recordCall(world, sale.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toMatchObject({
      reason: 'CALL_OUTSIDE_HOURS',
      allowedFrom: '2026-12-15T09:00:00.000Z',
    });
    expect(await world.t.db.select().from(callAttempts).where(eq(callAttempts.saleId, sale.id))).toEqual([]);
  });

  it('refuses Saturday and Sunday until Monday 10:00', async () => {
    for (const iso of ['2026-12-19T10:00:00Z', '2026-12-20T15:00:00Z']) {
      const response = await callFreshAt(iso);
      expect(response.json().details).toMatchObject({
        reason: 'CALL_ON_CLOSED_DAY',
        allowedFrom: '2026-12-21T09:00:00.000Z',
      });
    }
  });

  it('refuses a French public holiday (Christmas, a Friday) until the Monday after', async () => {
    const response = await callFreshAt('2026-12-25T10:00:00Z');
    expect(response.json().details).toMatchObject({
      reason: 'CALL_ON_PUBLIC_HOLIDAY',
      allowedFrom: '2026-12-28T09:00:00.000Z',
    });
  });

  it("honours the region's holidays and the extra closed dates of the parameters", async () => {
    // Good Friday 2027 (26 March) is a holiday in Moselle only.
    expect((await callFreshAt('2027-03-26T10:00:00Z')).statusCode).toBe(201);
    await saveCallingRules(world.t, { holidayRegion: 'FR-57', extraClosedDates: ['2027-03-25'] });
    try {
      expect((await callFreshAt('2027-03-26T10:00:00Z')).json().details.reason).toBe(
        'CALL_ON_PUBLIC_HOLIDAY',
      );
      expect((await callFreshAt('2027-03-25T10:00:00Z')).json().details).toMatchObject({
        reason: 'CALL_ON_PUBLIC_HOLIDAY',
        // Easter Monday (29 March 2027) follows: Tuesday opens.
        allowedFrom: '2027-03-30T08:00:00.000Z',
      });
    } finally {
      await saveCallingRules(world.t, {});
    }
  });
});

describe('call frequency', () => {
  it('allows the 4th attempt in 30 days, refuses the 5th (attempts of other sales to the number count)', async () => {
    const { customer, sale } = await newProspect(world);
    const { sale: other } = await newProspect(world, { customerId: null });
    for (const [day, saleId] of [
      ['14', other.id],
      ['15', sale.id],
      ['16', sale.id],
    ] as const) {
      setClockTo(`2026-12-${day}T10:00:00Z`);
      const response = await recordCall(world, saleId, { outcome: 'no_answer', phoneNumber: customer.phone });
      expect(response.statusCode, response.body).toBe(201);
    }
    setClockTo('2026-12-17T10:00:00Z');
    expect((await recordCall(world, sale.id)).statusCode).toBe(201);
    setClockTo('2026-12-18T10:00:00Z');
    const fifth = await recordCall(world, sale.id);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().details).toMatchObject({
      reason: 'CALL_ATTEMPTS_EXCEEDED',
      allowedFrom: near('2027-01-13T10:00:00'),
    });
    // A second past: the first attempt was stamped a few milliseconds after 10:00:00.
    setClockTo('2027-01-13T10:00:01Z');
    expect((await recordCall(world, sale.id)).statusCode).toBe(201);
  });

  it('refuses on day 59 after a refusal and allows on day 60', async () => {
    const { sale } = await newProspect(world);
    setClockTo('2026-12-14T10:00:00Z');
    expect((await recordCall(world, sale.id, { outcome: 'refused' })).statusCode).toBe(201);
    setClockTo('2027-02-11T10:00:00Z');
    const day59 = await recordCall(world, sale.id);
    expect(day59.statusCode).toBe(409);
    expect(day59.json().details).toMatchObject({
      reason: 'CALL_AFTER_REFUSAL',
      allowedFrom: near('2027-02-12T10:00:00'),
    });
    setClockTo('2027-02-12T10:00:01Z');
    expect((await recordCall(world, sale.id)).statusCode).toBe(201);
  });

  it("counts the first step's attempt of another sale of the same customer", async () => {
    const { customer } = await newProspect(world);
    const { sale } = await newProspect(world, { customerId: customer.id });
    await world.t.db.insert(callAttempts).values({
      saleId: sale.id,
      at: new Date('2026-12-14T10:00:00Z'),
      outcome: 'refused',
    });
    const { sale: later } = await newProspect(world, { customerId: customer.id });
    setClockTo('2026-12-15T10:00:00Z');
    expect((await recordCall(world, later.id)).json().details.reason).toBe('CALL_AFTER_REFUSAL');
  });
});

/** A contract for the sale's customer, as a quality validation writes it (only the columns the rule reads matter). */
const contractFor = async (sale: { id: string; customerId: string | null }, status: 'active' | 'cancelled') =>
  world.t.db.insert(contracts).values({
    saleId: sale.id,
    customerId: sale.customerId,
    status,
    providerType: 'actudata',
    gammeCode: 'SANTE_SENIOR',
    productName: 'Santé Senior',
    effectiveDate: '2027-01-01',
    monthlyPremiumCents: 9_000,
    yearlyPremiumCents: 108_000,
    signedAt: new Date('2026-12-20T10:00:00Z'),
  });

describe('the do-not-call list in a call', () => {
  it('adds a refused number to the list; the number is then refused, unless the customer is under contract', async () => {
    const { customer, sale } = await newProspect(world);
    setClockTo('2026-12-14T10:00:00Z');
    const refused = await recordCall(world, sale.id, {
      outcome: 'refused',
      note: 'Ne plus appeler',
      addToOppositionList: true,
    });
    expect(refused.statusCode, refused.body).toBe(201);
    setClockTo('2027-03-01T10:00:00Z');
    const { sale: again } = await newProspect(world, { customerId: customer.id });
    const opposed = await recordCall(world, again.id);
    expect(opposed.statusCode).toBe(409);
    expect(opposed.json().details.reason).toBe('NUMBER_OPPOSED');

    await contractFor(again, 'cancelled');
    expect((await recordCall(world, again.id)).json().details.reason).toBe('NUMBER_OPPOSED');
    await contractFor(sale, 'active');
    expect((await recordCall(world, again.id)).statusCode).toBe(201);
  });

  it('keeps a number already on the list when a refusal asks to add it again', async () => {
    const { sale } = await newProspect(world);
    setClockTo('2026-12-14T10:00:00Z');
    const first = await recordCall(world, sale.id, { outcome: 'refused', addToOppositionList: true });
    expect(first.statusCode).toBe(201);
    await contractFor(sale, 'active');
    setClockTo('2027-03-01T10:00:00Z');
    const second = await recordCall(world, sale.id, { outcome: 'refused', addToOppositionList: true });
    expect(second.statusCode, second.body).toBe(201);
  });
});

describe('the call log: reads, validation and scope', () => {
  it('answers the log oldest first with the agent, outcome, call back and note; audits each attempt', async () => {
    const { sale } = await newProspect(world);
    setClockTo('2026-12-14T10:00:00Z');
    await recordCall(world, sale.id);
    setClockTo('2026-12-14T14:00:00Z');
    const callBack = await recordCall(world, sale.id, {
      outcome: 'call_back',
      callBackAt: '2026-12-15T10:30:00+01:00',
      note: 'Rappeler demain',
    });
    expect(callBack.statusCode, callBack.body).toBe(201);
    const log = await world.t.app.inject({
      method: 'GET',
      url: `/api/ventes/${sale.id}/calls`,
      headers: { cookie: world.agent.cookie },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().data).toMatchObject([
      { outcome: 'no_answer', at: near('2026-12-14T10:00:00'), agent: { id: world.agent.user.id } },
      { outcome: 'call_back', callBackAt: '2026-12-15T09:30:00.000Z', note: 'Rappeler demain' },
    ]);
    const audit = await world.t.app.inject({
      method: 'GET',
      url: `/api/audit-log?entity=call_attempt&entityId=${callBack.json().data.id}`,
      headers: { cookie: world.reviewer.cookie },
    });
    expect(audit.json().data).toHaveLength(1);
  });

  it('answers 400 for a call back without its time, a past call back, or a list request on another outcome', async () => {
    const { sale } = await newProspect(world);
    setClockTo('2026-12-14T10:00:00Z');
    for (const payload of [
      { outcome: 'call_back' },
      { outcome: 'call_back', callBackAt: '2026-12-13T10:00:00Z' },
      { outcome: 'no_answer', addToOppositionList: true },
      { outcome: 'maybe' },
      { outcome: 'no_answer', phoneNumber: 'not a number' },
    ]) {
      const response = await recordCall(world, sale.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses a sale without a customer phone (CALL_PHONE_MISSING)', async () => {
    const { sale } = await newProspect(world, { customerId: null });
    setClockTo('2026-12-14T10:00:00Z');
    expect((await recordCall(world, sale.id)).json().details.reason).toBe('CALL_PHONE_MISSING');
  });

  it('hides the calls of a sale outside the scope (404) and needs ventes:update to record (403)', async () => {
    const { sale } = await newProspect(world);
    setClockTo('2026-12-14T10:00:00Z');
    const read = (cookie: string) =>
      world.t.app.inject({ method: 'GET', url: `/api/ventes/${sale.id}/calls`, headers: { cookie } });
    expect((await read(world.otherTeam.cookie)).statusCode).toBe(404);
    expect((await recordCall(world, sale.id, undefined, world.otherTeam.cookie)).statusCode).toBe(404);
    expect((await read(world.reader.cookie)).statusCode).toBe(200);
    expect((await recordCall(world, sale.id, undefined, world.reader.cookie)).statusCode).toBe(403);
    const eligibility = await world.t.app.inject({
      method: 'GET',
      url: `/api/ventes/${sale.id}/calls/eligibility`,
      headers: { cookie: world.otherTeam.cookie },
    });
    expect(eligibility.statusCode).toBe(404);
  });
});

describe('eligibility before dialling', () => {
  it("answers whether the sale's customer may be called, why not and from when", async () => {
    const { customer, sale } = await newProspect(world);
    const eligibility = async (url: string) =>
      (await world.t.app.inject({ method: 'GET', url, headers: { cookie: world.agent.cookie } })).json().data;
    setClockTo('2026-12-14T10:00:00Z');
    expect(await eligibility(`/api/ventes/${sale.id}/calls/eligibility`)).toMatchObject({
      allowed: true,
      reason: null,
      allowedFrom: null,
      attemptsInWindow: 0,
      maxAttempts: 4,
      phoneNumber: customer.phone,
    });
    await recordCall(world, sale.id, { outcome: 'refused' });
    expect(await eligibility(`/api/ventes/${sale.id}/calls/eligibility`)).toMatchObject({
      allowed: false,
      reason: 'CALL_AFTER_REFUSAL',
      allowedFrom: near('2027-02-12T10:00:00'),
      attemptsInWindow: 1,
    });
    const byPhone = await eligibility(`/api/calls/eligibility?phone=${encodeURIComponent(customer.phone)}`);
    // By number, anyone may ask: whether, why not and from when, nothing of contracts or attempts.
    expect(byPhone).toEqual({
      allowed: false,
      reason: 'CALL_AFTER_REFUSAL',
      allowedFrom: near('2027-02-12T10:00:00'),
    });
    setClockTo('2026-12-14T20:30:00Z');
    expect(await eligibility('/api/calls/eligibility?phone=%2B33612345678')).toMatchObject({
      allowed: false,
      reason: 'CALL_OUTSIDE_HOURS',
      allowedFrom: '2026-12-15T09:00:00.000Z',
    });
    const bad = await world.t.app.inject({
      method: 'GET',
      url: '/api/calls/eligibility?phone=abc',
      headers: { cookie: world.agent.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
