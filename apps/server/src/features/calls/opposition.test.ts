import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAttempts, oppositionNumbers } from '@/db/schema/index.ts';
import { newProspect, recordCall, setClockTo, startCallSuite } from '@/test/call-fixtures.ts';
import { insertQuote, insertSale } from '@/test/sale-fixtures.ts';

/** The do-not-call list (issue 11), the first step's attempt and the consent a phone sale needs to leave draft. */

const world = startCallSuite();

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  world.t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('the do-not-call list', () => {
  it('adds a number at the customer request, refuses it twice, finds it by its digits, deletes it', async () => {
    const { reviewer } = world;
    const created = await api('POST', '/api/opposition-numbers', reviewer.cookie, {
      phoneNumber: '06 11 22 33 44',
      reason: 'Demande par courrier',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      phoneNumber: '+33611223344',
      source: 'customer_request',
      reason: 'Demande par courrier',
      createdBy: { id: reviewer.user.id },
    });
    const again = await api('POST', '/api/opposition-numbers', reviewer.cookie, {
      phoneNumber: '+33611223344',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe('NUMBER_ALREADY_OPPOSED');

    const found = await api('GET', '/api/opposition-numbers?search=06%2011%2022', world.qualityReader.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((entry: { phoneNumber: string }) => entry.phoneNumber)).toContain(
      '+33611223344',
    );
    const none = await api('GET', '/api/opposition-numbers?search=0799', world.qualityReader.cookie);
    expect(none.json().total).toBe(0);

    const id = created.json().data.id;
    expect((await api('DELETE', `/api/opposition-numbers/${id}`, reviewer.cookie)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/opposition-numbers/${id}`, reviewer.cookie)).statusCode).toBe(404);
    const audit = await api('GET', `/api/audit-log?entity=opposition_number&entityId=${id}`, reviewer.cookie);
    expect(
      audit
        .json()
        .data.map((entry: { action: string }) => entry.action)
        .sort(),
    ).toEqual(['create', 'delete']);
  });

  it('imports a CSV: added, duplicates (in the file and on the list) and invalid rows with their line', async () => {
    await api('POST', '/api/opposition-numbers', world.reviewer.cookie, { phoneNumber: '+33622334455' });
    const csv = [
      'telephone;motif',
      '06 22 33 44 56;Bloctel',
      '+33622334455;deja la',
      'pas un numero;',
      '',
      '0622334456;doublon',
      '+44 20 7946 0958;',
      '12',
    ].join('\r\n');
    const response = await api('POST', '/api/opposition-numbers/import', world.reviewer.cookie, { csv });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      added: 2,
      duplicates: [
        { line: 3, phoneNumber: '+33622334455' },
        { line: 6, phoneNumber: '+33622334456' },
      ],
      invalid: [
        { line: 4, value: 'pas un numero' },
        { line: 8, value: '12' },
      ],
    });
    const [row] = await world.t.db
      .select()
      .from(oppositionNumbers)
      .where(eq(oppositionNumbers.phoneNumber, '+33622334456'));
    expect(row).toMatchObject({ source: 'csv', reason: 'Bloctel' });
    const again = await api('POST', '/api/opposition-numbers/import', world.reviewer.cookie, { csv });
    expect(again.json().data.added).toBe(0);
    const empty = await api('POST', '/api/opposition-numbers/import', world.reviewer.cookie, { csv: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('lets quality-control:read read, not change; sellers neither', async () => {
    const { qualityReader, agent } = world;
    expect((await api('GET', '/api/opposition-numbers', qualityReader.cookie)).statusCode).toBe(200);
    expect(
      (await api('POST', '/api/opposition-numbers', qualityReader.cookie, { phoneNumber: '+33633445566' }))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/api/opposition-numbers', agent.cookie)).statusCode).toBe(403);
    expect(
      (await api('POST', '/api/opposition-numbers/import', agent.cookie, { csv: '+33633445566' })).statusCode,
    ).toBe(403);
  });

  it("puts a sale's customer on the list at their request (scope as the sale)", async () => {
    const { customer, sale } = await newProspect(world);
    expect(
      (await api('POST', `/api/ventes/${sale.id}/opposition`, world.otherTeam.cookie, {})).statusCode,
    ).toBe(404);
    const response = await api('POST', `/api/ventes/${sale.id}/opposition`, world.agent.cookie, {
      reason: 'Ne souhaite plus être appelé',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      phoneNumber: customer.phone,
      source: 'customer_request',
      saleId: sale.id,
    });
    setClockTo('2026-12-14T10:00:00Z');
    expect((await recordCall(world, sale.id)).json().details.reason).toBe('NUMBER_OPPOSED');
    const { sale: noCustomer } = await newProspect(world, { customerId: null });
    const missing = await api('POST', `/api/ventes/${noCustomer.id}/opposition`, world.agent.cookie, {});
    expect(missing.json().details.reason).toBe('CALL_PHONE_MISSING');
  });
});

describe("the sale form's first step", () => {
  it('records an interested attempt when a phone sale gets its consent, once; none in person', async () => {
    const consentAt = new Date(Date.now() - 60_000).toISOString();
    const call = { channel: 'outbound_call', callConsentAt: consentAt, recordingAnnouncedAt: consentAt };
    const created = await api('POST', '/api/ventes', world.agent.cookie, { call });
    expect(created.statusCode, created.body).toBe(201);
    const sale = created.json().data;
    const attemptsOf = (saleId: string) =>
      world.t.db.select().from(callAttempts).where(eq(callAttempts.saleId, saleId));
    expect(await attemptsOf(sale.id)).toMatchObject([
      { outcome: 'interested', agentId: world.agent.user.id, at: new Date(consentAt), phoneNumber: null },
    ]);
    const updated = await world.t.app.inject({
      method: 'PUT',
      url: `/api/ventes/${sale.id}`,
      headers: { cookie: world.agent.cookie },
      payload: { version: sale.version, call },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await attemptsOf(sale.id)).toHaveLength(1);

    const inPerson = await api('POST', '/api/ventes', world.agent.cookie, {
      call: { channel: 'in_person', callConsentAt: null, recordingAnnouncedAt: null },
    });
    expect(await attemptsOf(inPerson.json().data.id)).toEqual([]);
  });
});

describe('consent before leaving draft', () => {
  it('refuses to quote a phone sale without consent and recording (CONSENT_MISSING), not an in-person one', async () => {
    const link = async (values: Parameters<typeof insertSale>[2]) => {
      const sale = await insertSale(world.t.db, world.agent.user, values);
      const quote = await insertQuote(world.t.db, { saleId: sale.id });
      return world.t.app.inject({
        method: 'PUT',
        url: `/api/ventes/${sale.id}/quote-hash`,
        headers: { cookie: world.agent.cookie },
        payload: { version: sale.version, quoteHash: quote.quoteHash },
      });
    };
    const phone = await link({
      channel: 'outbound_call',
      callConsentAt: new Date(),
      recordingAnnouncedAt: null,
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().details).toMatchObject({
      reason: 'CONSENT_MISSING',
      missing: ['recordingAnnouncedAt'],
    });
    const unknown = await link({ channel: null });
    expect(unknown.json().details).toMatchObject({ reason: 'CONSENT_MISSING', missing: ['channel'] });
    expect((await link({ channel: 'in_person' })).statusCode).toBe(200);
    const consented = await link({
      channel: 'inbound_call',
      callConsentAt: new Date(),
      recordingAnnouncedAt: new Date(),
    });
    expect(consented.statusCode, consented.body).toBe(200);
  });
});
