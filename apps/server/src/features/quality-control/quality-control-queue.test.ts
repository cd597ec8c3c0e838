import type { QcFigures, QcQueueItem, Recording } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { multipartBody, sampleMp3 } from '@/test/multipart.ts';
import { ALL_PASS, asMember, insertSignedSale, QC_KEYS, validatedContract } from '@/test/quality-fixtures.ts';
import { createOrganisation, type Member, type Organisation, signInMember } from '@/test/sale-fixtures.ts';

/** The quality queue's scope and order, the figures, and the call recordings (issue 11). */

let t: TestApp;
let org: Organisation;
let seller: Member;
let sisterSeller: Member;
let awaySeller: Member;
let reviewer: Member;
let awayReviewer: Member;
let everywhereReviewer: Member;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  org = await createOrganisation(t.db);
  seller = await signInMember(t, {
    granted: ['VenteModule:ventes:read', 'VenteModule:ventes:update'],
    companyId: org.homeId,
    teamId: org.teamId,
    firstName: 'Amina',
  });
  sisterSeller = await signInMember(t, {
    companyId: org.homeId,
    teamId: org.sisterTeamId,
    firstName: 'Bilal',
  });
  awaySeller = await signInMember(t, { companyId: org.awayId, teamId: org.awayTeamId, firstName: 'Chloe' });
  reviewer = await signInMember(t, {
    granted: QC_KEYS,
    companyId: org.homeId,
    teamId: null,
    firstName: 'Rita',
  });
  awayReviewer = await signInMember(t, { granted: QC_KEYS, companyId: org.awayId, teamId: null });
  everywhereReviewer = await signInMember(t, {
    granted: QC_KEYS,
    dataScope: 'all',
    companyId: null,
    teamId: null,
  });
});
afterAll(() => t.close());

const queueOf = async (member: Member, query = '') => {
  const response = await asMember(t, member)('GET', `/api/quality-control/queue?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: QcQueueItem[]; total: number };
};

describe('the queue', () => {
  it("lists the company's signed and taken sales, oldest signature first", async () => {
    const now = Date.now();
    const recent = await insertSignedSale(t.db, seller.user, { signedAt: new Date(now - DAY) });
    const oldest = await insertSignedSale(t.db, sisterSeller.user, { signedAt: new Date(now - 5 * DAY) });
    const away = await insertSignedSale(t.db, awaySeller.user, { signedAt: new Date(now - 3 * DAY) });
    const taken = await insertSignedSale(t.db, seller.user, { signedAt: new Date(now - 2 * DAY) });
    await asMember(t, reviewer)('POST', `/api/quality-control/${taken.sale.id}/take`, { version: 1 });

    const home = await queueOf(reviewer);
    expect(home.data.map((item) => item.saleId)).toEqual([oldest.sale.id, taken.sale.id, recent.sale.id]);
    const first = home.data[0];
    expect(first).toMatchObject({
      agent: { firstName: 'Bilal' },
      team: { id: org.sisterTeamId },
      customer: { lastName: 'Durand' },
      productName: 'Santé Senior Confort',
      monthlyPremiumCents: 14_590,
      reviewer: null,
    });
    expect(first?.waitingSeconds).toBeGreaterThanOrEqual(5 * 86_400 - 5);
    expect(home.data[1]).toMatchObject({ status: 'quality_review', reviewer: { firstName: 'Rita' } });

    expect((await queueOf(reviewer, '&status=signed')).data).toHaveLength(2);
    expect((await queueOf(reviewer, '&order=desc')).data[0]?.saleId).toBe(recent.sale.id);
    expect((await queueOf(awayReviewer)).data.map((item) => item.saleId)).toEqual([away.sale.id]);
    const all = (await queueOf(everywhereReviewer)).data.map((item) => item.saleId);
    expect(all).toEqual(expect.arrayContaining([oldest.sale.id, away.sale.id, recent.sale.id]));

    const outside = await asMember(t, awayReviewer)('GET', `/api/quality-control/${recent.sale.id}`);
    expect(outside.statusCode).toBe(404);
    const takeOutside = await asMember(t, awayReviewer)(
      'POST',
      `/api/quality-control/${recent.sale.id}/take`,
      {
        version: 1,
      },
    );
    expect(takeOutside.statusCode).toBe(404);
  });

  it('refuses quality control to a seller without its keys', async () => {
    const response = await asMember(t, seller)('GET', '/api/quality-control/queue');
    expect(response.statusCode).toBe(403);
  });
});

describe('figures', () => {
  it('counts decisions per agent and team over Paris days, with the rejection reasons', async () => {
    await validatedContract(t, seller, reviewer);
    const rejected = await insertSignedSale(t.db, seller.user);
    const taken = await asMember(t, reviewer)('POST', `/api/quality-control/${rejected.sale.id}/take`, {
      version: 1,
    });
    await asMember(t, reviewer)('POST', `/api/quality-control/${rejected.sale.id}/decision`, {
      version: taken.json().data.review.version,
      decision: 'rejected',
      reasons: ['consent_missing', 'price_not_stated'],
      outcome: 'call_back',
      callBackDueDate: '2099-01-01',
      callBackNote: 'Call again',
      answers: ALL_PASS,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const response = await asMember(t, reviewer)(
      'GET',
      `/api/quality-control/figures?from=${today}&to=${today}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json().data as QcFigures;
    const amina = figures.agents.find((row) => row.agent.id === seller.user.id);
    expect(amina).toMatchObject({ reviewed: 2, validated: 1, rejected: 1, callBacks: 1, lost: 0 });
    expect(amina?.reasons).toMatchObject({ consent_missing: 1, price_not_stated: 1, other: 0 });
    expect(figures.teams.find((row) => row.team?.id === org.teamId)).toMatchObject({ reviewed: 2 });
    expect(figures.totals.reviewed).toBeGreaterThanOrEqual(2);

    const away = await asMember(t, awayReviewer)(
      'GET',
      `/api/quality-control/figures?from=${today}&to=${today}`,
    );
    expect((away.json().data as QcFigures).agents.map((row) => row.agent.id)).not.toContain(seller.user.id);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - DAY).toISOString().slice(0, 10);
    const before = await asMember(t, reviewer)(
      'GET',
      `/api/quality-control/figures?from=${yesterday}&to=${yesterday}`,
    );
    expect((before.json().data as QcFigures).totals.reviewed).toBe(0);
    const reversed = await asMember(t, reviewer)(
      'GET',
      `/api/quality-control/figures?from=${today}&to=${yesterday}`,
    );
    expect(reversed.statusCode).toBe(400);
  });
});

describe('call recordings', () => {
  it('are uploaded by sales, listed, and streamed with ranges to quality control', async () => {
    const { sale } = await insertSignedSale(t.db, seller.user);
    const upload = (member: Member, kind: string, venteId?: string) => {
      const body = multipartBody([
        ...(venteId ? [{ name: 'venteId', value: venteId }] : []),
        { name: 'kind', value: kind },
        { name: 'file', filename: 'call.mp3', contentType: 'audio/mpeg', content: sampleMp3(4_000) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/ventes/files/upload',
        headers: { ...body.headers, cookie: member.cookie },
        payload: body.payload,
      });
    };
    // With sales rights only, a recording of a sale and nothing else.
    expect((await upload(seller, 'id_document', sale.id)).statusCode).toBe(403);
    expect((await upload(seller, 'recording')).statusCode).toBe(403);
    const uploaded = await upload(seller, 'recording', sale.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const listed = await asMember(t, reviewer)('GET', `/api/ventes/${sale.id}/recordings`);
    expect(listed.statusCode).toBe(200);
    const [recording] = listed.json().data as Recording[];
    expect(recording).toMatchObject({
      name: 'call.mp3',
      contentType: 'audio/mpeg',
      size: 4_000,
      uploadedBy: { id: seller.user.id },
    });
    const detail = await asMember(t, reviewer)('GET', `/api/quality-control/${sale.id}`);
    expect(detail.json().data.recordings).toHaveLength(1);

    const ranged = await t.app.inject({
      method: 'GET',
      url: recording?.downloadUrl ?? '',
      headers: { cookie: reviewer.cookie, range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe('bytes 100-199/4000');
    expect(ranged.rawPayload).toHaveLength(100);
    const bySeller = await t.app.inject({
      method: 'GET',
      url: recording?.downloadUrl ?? '',
      headers: { cookie: seller.cookie },
    });
    expect(bySeller.statusCode).toBe(200);

    const away = await asMember(t, awayReviewer)('GET', `/api/ventes/${sale.id}/recordings`);
    expect(away.statusCode).toBe(404);
    const awayDownload = await t.app.inject({
      method: 'GET',
      url: recording?.downloadUrl ?? '',
      headers: { cookie: awayReviewer.cookie },
    });
    expect(awayDownload.statusCode).toBe(404);
  });
});
