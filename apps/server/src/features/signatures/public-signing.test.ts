import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signatureRequests } from '@/db/schema/index.ts';
import { now, setClockOffsetHours } from '@/platform/clock.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import type { Member } from '@/test/sale-fixtures.ts';
import {
  type SubscribedSaleOptions,
  startSignatureWorld,
  subscribedSale,
} from '@/test/signature-fixtures.ts';
import { listSignatureEvents } from './signature-events.service.ts';

let t: TestApp;
let seller: Member;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await startSignatureWorld(t)).seller;
});

afterAll(async () => {
  setClockOffsetHours(0);
  await t.close();
});

afterEach(async () => {
  setClockOffsetHours(0);
  await resetRateLimits(t.db);
});

const publicCall = (method: 'GET' | 'POST', token: string, action = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/public/sign/${token}${action}`,
    ...(payload ? { payload } : {}),
    headers: { 'user-agent': 'Vitest browser' },
  });

/** A sent request; its token and the customer's phone. */
const sent = async (options: SubscribedSaleOptions = {}) => {
  const { sale, customer } = await subscribedSale(t, seller, options);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/document-signature/create-combined',
    payload: { venteId: sale.id },
    headers: { cookie: seller.cookie },
  });
  expect(response.statusCode).toBe(201);
  const { id, signatureLinks } = response.json().mainDocumentSignature;
  return {
    id: id as string,
    saleId: sale.id,
    token: (signatureLinks[0].url as string).split('/sign/')[1] ?? '',
    phone: customer.phone,
  };
};

const reasonOf = (response: { json: () => { details?: { reason?: string } } }) =>
  response.json().details?.reason;

describe('GET /public/sign/{token}', () => {
  it('records opened once and says when signing opens', async () => {
    const { id, token } = await sent();
    const first = await publicCall('GET', token);
    expect(first.statusCode).toBe(200);
    const view = first.json().data;
    expect(view).toMatchObject({
      status: 'opened',
      signingOpen: false,
      blockedBy: 'not_open_yet',
      customerName: 'Jeanne Martin',
    });
    expect(view.phoneMasked).toMatch(/\*\*/);
    expect(view.documents).toHaveLength(5);
    await publicCall('GET', token);
    const events = await listSignatureEvents({ executor: t.db, requestId: id });
    expect(events.map((event) => event.type)).toEqual(['sent', 'opened']);
    expect(events[1]).toMatchObject({ userAgent: 'Vitest browser', ip: '127.0.0.1' });
    const [row] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
    expect(row?.openedAt).not.toBeNull();
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await publicCall('GET', 'A'.repeat(43))).statusCode).toBe(404);
    expect((await publicCall('GET', 'short')).statusCode).toBe(400);
  });

  it('serves only the request’s documents', async () => {
    const { token } = await sent();
    const { documents } = (await publicCall('GET', token)).json().data;
    const pdf = await publicCall('GET', token, `/documents/${documents[0].id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const other = await sent();
    const foreign = (await publicCall('GET', other.token)).json().data.documents[0].id;
    expect((await publicCall('GET', token, `/documents/${foreign}`)).statusCode).toBe(404);
  });
});

describe('the signing rules', () => {
  it('before 24 h: SIGNING_NOT_OPEN_YET with opensAt, for the code and the signature', async () => {
    const { token } = await sent();
    const code = await publicCall('POST', token, '/code');
    expect(code.statusCode).toBe(409);
    expect(reasonOf(code)).toBe('SIGNING_NOT_OPEN_YET');
    const opensAt = Date.parse(code.json().details.opensAt);
    expect(opensAt - now().getTime()).toBeGreaterThan(23 * 3_600_000);
    const sign = await publicCall('POST', token, '/sign', { code: '123456', consent: true });
    expect(reasonOf(sign)).toBe('SIGNING_NOT_OPEN_YET');
  });

  it('an in-person sale may sign at once', async () => {
    const { token } = await sent({ channel: 'in_person', callConsentAt: null });
    expect((await publicCall('GET', token)).json().data).toMatchObject({
      signingOpen: true,
      blockedBy: null,
    });
    expect((await publicCall('POST', token, '/code')).statusCode).toBe(200);
  });

  it('the call still open: CALL_STILL_OPEN', async () => {
    // Consent given a day after sending: 25 hours later the call is one hour old and not ended.
    const { token } = await sent({ callConsentAt: new Date(Date.now() + 24 * 3_600_000) });
    setClockOffsetHours(25);
    const code = await publicCall('POST', token, '/code');
    expect(reasonOf(code)).toBe('CALL_STILL_OPEN');
    expect((await publicCall('GET', token)).json().data.blockedBy).toBe('call_open');
  });

  it('consent required, 5 wrong codes lock, an expired code is refused', async () => {
    const { id, token, phone } = await sent();
    setClockOffsetHours(25);
    expect((await publicCall('POST', token, '/code')).statusCode).toBe(200);
    const code = t.sms.lastCodeFor(phone);
    expect(reasonOf(await publicCall('POST', token, '/sign', { code, consent: false }))).toBe(
      'CONSENT_REQUIRED',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    for (const remaining of [4, 3, 2, 1]) {
      const response = await publicCall('POST', token, '/sign', { code: wrong, consent: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toMatchObject({ reason: 'CODE_INVALID', remaining });
    }
    expect(reasonOf(await publicCall('POST', token, '/sign', { code: wrong, consent: true }))).toBe(
      'CODE_LOCKED',
    );
    expect(reasonOf(await publicCall('POST', token, '/sign', { code, consent: true }))).toBe('CODE_LOCKED');
    const events = await listSignatureEvents({ executor: t.db, requestId: id });
    expect(events.filter((event) => event.type === 'code_failed')).toHaveLength(5);

    await resetRateLimits(t.db);
    expect((await publicCall('POST', token, '/code')).statusCode).toBe(200);
    const fresh = t.sms.lastCodeFor(phone);
    setClockOffsetHours(25.1);
    expect(reasonOf(await publicCall('POST', token, '/sign', { code: fresh, consent: true }))).toBe(
      'CODE_EXPIRED',
    );
  });

  it('of two signatures sent at once with one code, one signs and the other is refused', async () => {
    const { token, phone } = await sent();
    setClockOffsetHours(25);
    await publicCall('POST', token, '/code');
    const code = t.sms.lastCodeFor(phone);
    const answers = await Promise.all([
      publicCall('POST', token, '/sign', { code, consent: true }),
      publicCall('POST', token, '/sign', { code, consent: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    // Whichever came second meets either the used code or the signed request, depending on the interleaving.
    expect(['CODE_ALREADY_USED', 'REQUEST_NOT_ACTIVE']).toContain(refused && reasonOf(refused));
  });

  it('a code once used is refused', async () => {
    const { token, phone } = await sent();
    setClockOffsetHours(25);
    await publicCall('POST', token, '/code');
    const code = t.sms.lastCodeFor(phone);
    expect((await publicCall('POST', token, '/sign', { code, consent: true })).statusCode).toBe(200);
    const again = await publicCall('POST', token, '/sign', { code, consent: true });
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('REQUEST_NOT_ACTIVE');
  });
});

describe('POST /public/sign/{token}/decline', () => {
  it('ends the live request declined with the reason in the evidence, before the delay too', async () => {
    const { id, token } = await sent();
    const declined = await publicCall('POST', token, '/decline', { reason: '  Too expensive  ' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toEqual({ status: 'declined' });

    const view = await publicCall('GET', token);
    expect(view.json().data).toMatchObject({ status: 'declined', signingOpen: false });
    const events = await listSignatureEvents({ executor: t.db, requestId: id });
    expect(events.map((event) => event.type)).toEqual(['sent', 'declined']);
    expect(events[1]).toMatchObject({ details: { reason: 'Too expensive' }, userAgent: 'Vitest browser' });

    setClockOffsetHours(25);
    expect(reasonOf(await publicCall('POST', token, '/code'))).toBe('REQUEST_NOT_ACTIVE');
    expect(reasonOf(await publicCall('POST', token, '/decline', {}))).toBe('REQUEST_NOT_ACTIVE');
  });

  it('lets the adviser send the documents again once declined', async () => {
    const { token, saleId } = await sent();
    const sendAgain = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/document-signature/create-combined',
        payload: { venteId: saleId },
        headers: { cookie: seller.cookie },
      });
    expect((await sendAgain()).statusCode).toBe(409);
    expect((await publicCall('POST', token, '/decline', {})).statusCode).toBe(200);
    expect((await sendAgain()).statusCode).toBe(201);
  });

  it('refuses an over-long reason with the field, and an unknown link with 404', async () => {
    const { token } = await sent();
    const tooLong = await publicCall('POST', token, '/decline', { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields[0].path).toBe('reason');
    expect((await publicCall('POST', 'A'.repeat(43), '/decline', {})).statusCode).toBe(404);
  });
});

describe('POST /dev/clock', () => {
  it('moves the clock from this machine, and not from elsewhere', async () => {
    const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offsetHours: 25 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.offsetHours).toBe(25);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { offsetHours: 0 },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
  });
});

describe('the delay parameter', () => {
  it('sets when a phone sale may sign: 2 hours once an administrator says so', async () => {
    const editor = (
      await signInWithPermissions(t, [
        'ParametersModule:parameters:read',
        'ParametersModule:parameters:update',
      ])
    ).cookie;
    const parametersCall = (method: 'GET' | 'PUT', payload?: object) =>
      t.app.inject({
        method,
        url: '/api/parameters',
        headers: { cookie: editor },
        ...(payload ? { payload } : {}),
      });
    const saved = (await parametersCall('GET')).json().data;
    const changed = await parametersCall('PUT', { ...saved, signatureDelayHours: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const { token, phone } = await sent();
      const view = (await publicCall('GET', token)).json().data;
      const opensIn = Date.parse(view.opensAt) - now().getTime();
      expect(opensIn).toBeGreaterThan(1.9 * 3_600_000);
      expect(opensIn).toBeLessThanOrEqual(2 * 3_600_000);
      expect(reasonOf(await publicCall('POST', token, '/code'))).toBe('SIGNING_NOT_OPEN_YET');
      setClockOffsetHours(3);
      expect((await publicCall('POST', token, '/code')).statusCode).toBe(200);
      const code = t.sms.lastCodeFor(phone);
      expect((await publicCall('POST', token, '/sign', { code, consent: true })).statusCode).toBe(200);
    } finally {
      const current = (await parametersCall('GET')).json().data;
      await parametersCall('PUT', { ...current, signatureDelayHours: saved.signatureDelayHours });
    }
  });
});
