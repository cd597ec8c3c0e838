import { describe, expect, it } from 'vitest';
import { auditOf, insertSale, startQuoteSuite } from '@/test/quote-fixtures.ts';

/** `POST /ventes/{id}/call/end` (issue 10): the agent ends a phone sale's open call. */

const suite = startQuoteSuite();

const endCall = (id: string, version: number, cookie = suite.world.agent.cookie) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/api/ventes/${id}/call/end`,
    headers: { cookie },
    payload: { version },
  });

describe('POST /ventes/{id}/call/end', () => {
  it('sets callEndedAt once, answers the sale, audits; a second end is refused', async () => {
    const { t, world } = suite;
    const sale = await insertSale(t, world.agent, world.company.id);
    const response = await endCall(sale.id, sale.version);
    expect(response.statusCode, response.body).toBe(200);
    const ended = response.json().data;
    expect(Date.parse(ended.callEndedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(ended.version).toBe(sale.version + 1);
    const audit = await auditOf(t, 'sale', sale.id);
    expect(audit.at(-1)?.changes).toHaveProperty('callEndedAt');

    const again = await endCall(sale.id, ended.version);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe('CALL_NOT_OPEN');
  });

  it('refuses a sale in person, without consent or with a consent over 4 h old', async () => {
    const { t, world } = suite;
    for (const overrides of [
      { channel: 'in_person' as const },
      { callConsentAt: null },
      { callConsentAt: new Date(Date.now() - 5 * 3_600_000) },
    ]) {
      const sale = await insertSale(t, world.agent, world.company.id, overrides);
      const response = await endCall(sale.id, sale.version);
      expect(response.statusCode).toBe(409);
      expect(response.json().details.reason).toBe('CALL_NOT_OPEN');
    }
  });

  it('answers 409 STALE_WRITE for an old version, 404 outside the scope, 403 without the key', async () => {
    const { t, world } = suite;
    const sale = await insertSale(t, world.agent, world.company.id);
    expect((await endCall(sale.id, sale.version + 3)).json().code).toBe('STALE_WRITE');
    expect((await endCall(sale.id, sale.version, world.colleague.cookie)).statusCode).toBe(404);
    expect((await endCall(sale.id, sale.version, world.quoteOnly.cookie)).statusCode).toBe(403);
    expect((await endCall(sale.id, sale.version, world.manager.cookie)).statusCode).toBe(200);
  });
});
