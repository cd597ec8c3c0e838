import type { ComplianceReport, ComplianceRuleKey } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callAttempts,
  contracts,
  oppositionNumbers,
  qualityReviews,
  sales,
  signatureRequests,
} from '@/db/schema/index.ts';
import { newProspect, recordCall, setClockTo, startCallSuite } from '@/test/call-fixtures.ts';
import { pdfText } from '@/test/pdf-text.ts';

const world = startCallSuite();

const getReport = (saleId: string, cookie = world.agent.cookie) =>
  world.t.app.inject({ method: 'GET', url: `/api/ventes/${saleId}/compliance`, headers: { cookie } });

const statuses = (report: ComplianceReport) =>
  Object.fromEntries(report.rules.map((rule) => [rule.rule, rule.status])) as Record<
    ComplianceRuleKey,
    string
  >;

/** A signed phone sale: one call at 10:00 Paris through the API, one at 21:00 written behind the rules' back. */
const signedPhoneSale = async () => {
  const { sale, customer } = await newProspect(world, {
    callConsentAt: new Date('2026-06-02T08:05:00Z'),
    recordingAnnouncedAt: new Date('2026-06-02T08:05:30Z'),
    callEndedAt: new Date('2026-06-02T08:40:00Z'),
  });
  setClockTo('2026-06-02T08:00:00Z');
  expect((await recordCall(world, sale.id, { outcome: 'interested' })).statusCode).toBe(201);
  await world.t.db.insert(callAttempts).values({
    saleId: sale.id,
    customerId: customer.id,
    agentId: world.agent.user.id,
    phoneNumber: customer.phone,
    at: new Date('2026-06-02T19:00:00Z'),
    outcome: 'no_answer',
  });
  await world.t.db.insert(signatureRequests).values({
    saleId: sale.id,
    status: 'signed',
    signerName: 'Paul Durand',
    signerPhone: customer.phone,
    sentAt: new Date('2026-06-02T08:30:00Z'),
    signedAt: new Date('2026-06-03T08:29:00Z'),
  });
  await world.t.db.update(sales).set({ status: 'signed' }).where(eq(sales.id, sale.id));
  return { sale, customer };
};

describe('GET /ventes/{id}/compliance', () => {
  it('judges each rule with its evidence: the 21:00 call and a 23 h 59 gap are not met, the review pending', async () => {
    const { sale } = await signedPhoneSale();
    const response = await getReport(sale.id);
    expect(response.statusCode).toBe(200);
    const report: ComplianceReport = response.json().data;
    expect(report.saleNumber).toBe(sale.number);
    expect(report.overall).toBe('not_met');
    expect(statuses(report)).toEqual({
      consent_and_recording: 'met',
      calling_hours: 'not_met',
      call_frequency: 'met',
      refusal_cooldown: 'met',
      opposition: 'met',
      signature_delay: 'not_met',
      no_signature_during_call: 'met',
      quality_decision: 'pending',
    });
    const hours = report.rules.find((rule) => rule.rule === 'calling_hours');
    // The clock runs on from where the test put it: the API's attempt is a few milliseconds after 10:00.
    expect(
      hours?.attempts.map((attempt) => [attempt.at.slice(0, 16), attempt.status, attempt.reason]),
    ).toEqual([
      ['2026-06-02T08:00', 'met', null],
      ['2026-06-02T19:00', 'not_met', 'CALL_OUTSIDE_HOURS'],
    ]);
    expect(hours?.attempts[0]?.agentName).toBe('Seller Test');
    const delay = report.rules.find((rule) => rule.rule === 'signature_delay');
    expect(delay?.facts).toContainEqual({ key: 'gapHours', format: 'hours', value: 23.9 });
    expect(delay?.facts).toContainEqual({
      key: 'documentsSentAt',
      format: 'datetime',
      value: '2026-06-02T08:30:00.000Z',
    });
  });

  it('reads the do-not-call list and the quality decision', async () => {
    const { sale, customer } = await signedPhoneSale();
    await world.t.db
      .insert(oppositionNumbers)
      .values({ phoneNumber: customer.phone, source: 'csv', createdAt: new Date('2026-06-01T00:00:00Z') });
    await world.t.db.insert(qualityReviews).values({
      saleId: sale.id,
      reviewerId: world.reviewer.user.id,
      status: 'decided',
      decision: 'validated',
      decidedAt: new Date('2026-06-05T10:00:00Z'),
    });
    await world.t.db.update(sales).set({ status: 'validated' }).where(eq(sales.id, sale.id));
    const report: ComplianceReport = (await getReport(sale.id)).json().data;
    expect(statuses(report)).toMatchObject({ opposition: 'not_met', quality_decision: 'met' });
    const opposition = report.rules.find((rule) => rule.rule === 'opposition');
    expect(opposition?.facts).toContainEqual({ key: 'oppositionSource', format: 'code', value: 'csv' });
  });

  it('reads "under contract" as the calls rule does: a withdrawn contract does not excuse an opposed number', async () => {
    const { sale, customer } = await signedPhoneSale();
    await world.t.db
      .insert(oppositionNumbers)
      .values({ phoneNumber: customer.phone, source: 'csv', createdAt: new Date('2026-06-01T00:00:00Z') });
    await world.t.db.update(sales).set({ status: 'contract' }).where(eq(sales.id, sale.id));
    const [contract] = await world.t.db
      .insert(contracts)
      .values({
        saleId: sale.id,
        customerId: customer.id,
        status: 'withdrawn',
        providerType: 'actudata',
        gammeCode: 'SANTE_SENIOR',
        productName: 'Santé Senior',
        effectiveDate: '2026-07-01',
        monthlyPremiumCents: 9_000,
        yearlyPremiumCents: 108_000,
        signedAt: new Date('2026-06-03T08:29:00Z'),
      })
      .returning();
    expect(statuses((await getReport(sale.id)).json().data)).toMatchObject({ opposition: 'not_met' });
    await world.t.db
      .update(contracts)
      .set({ status: 'active' })
      .where(eq(contracts.id, contract?.id ?? ''));
    expect(statuses((await getReport(sale.id)).json().data)).toMatchObject({ opposition: 'met' });
  });

  it('is the sale’s scope and permission: 404 outside the scope, 403 without ventes:read', async () => {
    const { sale } = await newProspect(world);
    expect((await getReport(sale.id, world.otherTeam.cookie)).statusCode).toBe(404);
    expect((await getReport(sale.id, world.qualityReader.cookie)).statusCode).toBe(403);
    expect((await getReport(sale.id, world.reader.cookie)).statusCode).toBe(200);
    expect((await getReport('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getReport('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /ventes/{id}/compliance.pdf', () => {
  it('prints the report in the reader’s language', async () => {
    const { sale } = await signedPhoneSale();
    const french = await world.t.app.inject({
      method: 'GET',
      url: `/api/ventes/${sale.id}/compliance.pdf?locale=fr`,
      headers: { cookie: world.agent.cookie },
    });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('application/pdf');
    const text = pdfText(french.rawPayload);
    expect(text).toContain('Rapport de conformité');
    expect(text).toContain(sale.number);
    expect(text).toContain('Appels dans les horaires autorisés · Non respectée');
    expect(text).toContain('hors des horaires autorisés');

    const arabic = await world.t.app.inject({
      method: 'GET',
      url: `/api/ventes/${sale.id}/compliance.pdf?locale=ar`,
      headers: { cookie: world.agent.cookie },
    });
    // (pdftotext spells the lam-alef ligature out: words without one are compared.)
    expect(pdfText(arabic.rawPayload)).toContain('الحصيلة غير محترمة');
  });

  it('refuses an unknown language and a sale outside the scope', async () => {
    const { sale } = await newProspect(world);
    const url = `/api/ventes/${sale.id}/compliance.pdf`;
    expect(
      (
        await world.t.app.inject({
          method: 'GET',
          url: `${url}?locale=de`,
          headers: { cookie: world.agent.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await world.t.app.inject({ method: 'GET', url, headers: { cookie: world.otherTeam.cookie } }))
        .statusCode,
    ).toBe(404);
  });
});
