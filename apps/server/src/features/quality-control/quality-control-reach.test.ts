import type { Recording } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleDocuments } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { type FormPart, multipartBody, sampleMp3, samplePdf } from '@/test/multipart.ts';
import { asMember, insertSignedSale, QC_KEYS } from '@/test/quality-fixtures.ts';
import { createOrganisation, insertSale, type Member, signInMember } from '@/test/sale-fixtures.ts';

/**
 * Who quality control reaches (review fix): reviewers (`quality-control:review`) the whole company, a team manager
 * reading quality control only their team; the review screen only for sales that reached `signed`.
 */

const SELLER_KEYS = [
  'VenteModule:ventes:read',
  'VenteModule:ventes:update',
  'DocumentModule:documents:create',
];

let t: TestApp;
let seller: Member;
let sisterSeller: Member;
let teamManager: Member;
let reviewer: Member;

const uploadRecording = (member: Member, venteId: string) =>
  uploadFile(member, venteId, [
    { name: 'kind', value: 'recording' },
    { name: 'file', filename: 'call.mp3', contentType: 'audio/mpeg', content: sampleMp3(1_000) },
  ]);

const uploadFile = async (member: Member, venteId: string, parts: FormPart[]) => {
  const body = multipartBody([{ name: 'venteId', value: venteId }, ...parts]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ventes/files/upload',
    headers: { ...body.headers, cookie: member.cookie },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
};

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  seller = await signInMember(t, { granted: SELLER_KEYS, companyId: org.homeId, teamId: org.teamId });
  sisterSeller = await signInMember(t, {
    granted: SELLER_KEYS,
    companyId: org.homeId,
    teamId: org.sisterTeamId,
  });
  // The `manager` preset: team scope, reads quality control without reviewing.
  teamManager = await signInMember(t, {
    granted: ['VenteModule:ventes:read', 'VenteModule:quality-control:read'],
    dataScope: 'team',
    companyId: org.homeId,
    teamId: org.teamId,
  });
  reviewer = await signInMember(t, { granted: QC_KEYS, companyId: org.homeId, teamId: null });
});
afterAll(() => t.close());

describe('quality control reach', () => {
  it("keeps a team manager to their team's sales and recordings; a reviewer reaches the company", async () => {
    const own = await insertSignedSale(t.db, seller.user);
    const other = await insertSignedSale(t.db, sisterSeller.user);
    await uploadRecording(seller, own.sale.id);
    const otherRecording = await uploadRecording(sisterSeller, other.sale.id);

    const asManager = asMember(t, teamManager);
    expect((await asManager('GET', `/api/quality-control/${own.sale.id}`)).statusCode).toBe(200);
    expect((await asManager('GET', `/api/ventes/${own.sale.id}/recordings`)).statusCode).toBe(200);
    expect((await asManager('GET', `/api/quality-control/${other.sale.id}`)).statusCode).toBe(404);
    expect((await asManager('GET', `/api/ventes/${other.sale.id}/recordings`)).statusCode).toBe(404);
    const managerDownload = await asManager('GET', `/api/ventes/files/download/${otherRecording.id}`);
    expect(managerDownload.statusCode).toBe(404);
    const queue = await asManager('GET', '/api/quality-control/queue?pageSize=100');
    const queued = (queue.json().data as { saleId: string }[]).map((item) => item.saleId);
    expect(queued).toContain(own.sale.id);
    expect(queued).not.toContain(other.sale.id);

    const asReviewer = asMember(t, reviewer);
    expect((await asReviewer('GET', `/api/quality-control/${other.sale.id}`)).statusCode).toBe(200);
    const recordings = await asReviewer('GET', `/api/ventes/${other.sale.id}/recordings`);
    expect((recordings.json().data as Recording[]).map((recording) => recording.id)).toEqual([
      otherRecording.id,
    ]);
    const reviewerDownload = await asReviewer('GET', `/api/ventes/files/download/${otherRecording.id}`);
    expect(reviewerDownload.statusCode).toBe(200);
  });

  it('answers 404 for the review screen of a sale not yet signed', async () => {
    const draft = await insertSale(t.db, seller.user);
    expect((await asMember(t, reviewer)('GET', `/api/quality-control/${draft.id}`)).statusCode).toBe(404);
  });

  it("lets a reviewer open the sale's documents, not its other files, without documents:read", async () => {
    const { sale } = await insertSignedSale(t.db, sisterSeller.user);
    const pdf = () => [
      { name: 'file', filename: 'doc.pdf', contentType: 'application/pdf', content: samplePdf(1_000) },
    ];
    const document = await uploadFile(sisterSeller, sale.id, pdf());
    const loose = await uploadFile(sisterSeller, sale.id, pdf());
    await t.db
      .insert(saleDocuments)
      .values({ saleId: sale.id, kind: 'quote', version: 1, locale: 'fr', fileId: document.id });
    const download = (member: Member, id: string) =>
      asMember(t, member)('GET', `/api/ventes/files/download/${id}`);
    expect((await download(reviewer, document.id)).statusCode).toBe(200);
    expect((await download(reviewer, loose.id)).statusCode).toBe(404);
    expect((await download(teamManager, document.id)).statusCode).toBe(404);
  });
});
