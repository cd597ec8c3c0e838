import type { EmailTemplate } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';
import { createOrganisation, insertSale, type Member, signInMember } from '@/test/sale-fixtures.ts';
import { emailDataBox } from './email-data.service.ts';
import { queueEmail } from './emails.service.ts';

/**
 * The /emails routes (issue 10) on the default transport, the development outbox: list and filters, one email,
 * permissions, the data scope of the sale, and the outbox that answers only on this machine outside production.
 */

const READ = 'EmailModule:emails:read';
const SEND = 'EmailModule:emails:send';
let t: TestApp;
let agent: Member;
let mate: Member;
let manager: Member;
let reader: Member;
let agentSale: string;
let mateSale: string;
const ids: Record<string, string> = {};

const queue = async (key: string, saleId: string, to: string, template: EmailTemplate = 'documents_sent') => {
  const data =
    template === 'signature_request'
      ? {
          customerName: 'C',
          brokerageName: 'B',
          signingUrl: `https://app.example.fr/sign/${key}`,
          opensAt: null,
        }
      : { customerName: 'C', brokerageName: 'B', documentsUrl: `https://app.example.fr/docs/${key}` };
  // The list is newest first: each email is written in a later millisecond than the one before.
  await nextMillisecond();
  const email = await t.db.transaction((tx) =>
    queueEmail({
      executor: tx,
      jobs: t.app.jobs,
      dataBox: emailDataBox({ appSecret: t.app.appSecret }),
      saleId,
      to,
      template,
      locale: 'en',
      data,
    } as Parameters<typeof queueEmail>[0]),
  );
  ids[key] = email.id;
};

const get = (url: string, member: Member) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  const home = { companyId: org.homeId, teamId: org.teamId };
  agent = await signInMember(t, { granted: [READ, SEND], dataScope: 'own', ...home, firstName: 'Agent' });
  mate = await signInMember(t, { granted: [READ, SEND], dataScope: 'own', ...home, firstName: 'Mate' });
  manager = await signInMember(t, {
    granted: [READ, SEND],
    dataScope: 'team',
    ...home,
    firstName: 'Manager',
  });
  reader = await signInMember(t, { granted: [READ], dataScope: 'team', ...home, firstName: 'Reader' });
  agentSale = (await insertSale(t.db, agent.user)).id;
  mateSale = (await insertSale(t.db, mate.user)).id;
  await queue('agentDocs', agentSale, 'ana@example.fr');
  await queue('agentSign', agentSale, 'ana@example.fr', 'signature_request');
  await queue('mateDocs', mateSale, 'marc@example.fr');
  await t.app.jobs.runDue();
  await queue('agentQueued', agentSale, 'ana.other@example.fr');
});
afterAll(() => t.close());

describe('GET /api/emails', () => {
  it('lists the emails of the sales in the scope, newest first, with the sale number and status', async () => {
    const response = await get('/api/emails', agent);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.data.map((email: { id: string }) => email.id)).toEqual([
      ids.agentQueued,
      ids.agentSign,
      ids.agentDocs,
    ]);
    expect(body.data[1]).toMatchObject({
      recipient: 'ana@example.fr',
      subject: 'Your documents to sign – B',
      template: 'signature_request',
      locale: 'en',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sale: { id: agentSale, number: expect.stringMatching(/^V-\d{4}-\d{6}$/) },
      createdBy: null,
    });
    expect(body.data[1]).not.toHaveProperty('data');
  });

  it('a team scope sees the team mates emails too', async () => {
    expect((await get('/api/emails', manager)).json().total).toBe(4);
  });

  it('filters by status, template, sale and recipient', async () => {
    const total = async (query: string) => (await get(`/api/emails?${query}`, manager)).json().total;
    expect(await total('status=queued')).toBe(1);
    expect(await total('status=sent')).toBe(3);
    expect(await total('template=signature_request')).toBe(1);
    expect(await total(`saleId=${mateSale}`)).toBe(1);
    expect(await total('search=ANA')).toBe(3);
    expect(await total('search=marc&status=sent')).toBe(1);
  });

  it('answers 400 naming the field for an unknown status', async () => {
    const response = await get('/api/emails?status=lost', manager);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ path: 'status' }] },
    });
  });

  it('answers 403 without EmailModule:emails:read and 401 without a session', async () => {
    const stranger = await signInMember(t, {
      granted: ['VenteModule:ventes:read'],
      companyId: null,
      teamId: null,
    });
    expect((await get('/api/emails', stranger)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/emails' })).statusCode).toBe(401);
  });
});

describe('GET /api/emails/:id and POST /api/emails/:id/resend', () => {
  it('answers 404 for an email of a sale outside the scope, as for a missing one', async () => {
    expect((await get(`/api/emails/${ids.mateDocs}`, agent)).statusCode).toBe(404);
    expect((await get(`/api/emails/${ids.mateDocs}`, manager)).statusCode).toBe(200);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/emails/${ids.mateDocs}/resend`,
      headers: { cookie: agent.cookie },
    });
    expect(resend.statusCode).toBe(404);
  });

  it('answers 403 to a resend without EmailModule:emails:send', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/emails/${ids.agentDocs}/resend`,
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBe(403);
  });

  it('resends through the outbox transport, which keeps the message for this machine', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/emails/${ids.mateDocs}/resend`,
      headers: { cookie: mate.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.runDue();
    const outbox = await t.app.inject({ method: 'GET', url: '/api/emails/outbox?to=marc@example.fr' });
    expect(outbox.statusCode, outbox.body).toBe(200);
    const messages = outbox.json().data;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ to: 'marc@example.fr', subject: 'Your pre-contract documents – B' });
    expect(messages[0].text).toContain('https://app.example.fr/docs/mateDocs');
    expect(messages[0].html).toContain('href="https://app.example.fr/docs/mateDocs"');
    const [row] = await t.db
      .select()
      .from(emails)
      .where(eq(emails.id, ids.mateDocs ?? ''));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, messageId: messages[0].messageId });
  });
});

describe('GET /api/emails/outbox', () => {
  it('refuses a caller that is not on this machine, or comes through a proxy', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/emails/outbox?to=ana@example.fr',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ details: { reason: 'MAIL_OUTBOX_LOOPBACK_ONLY' } });
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/emails/outbox?to=ana@example.fr',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('answers 400 for an address that is not one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/emails/outbox?to=nobody' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { fields: [{ path: 'to' }] } });
  });

  it('does not exist in production, where nothing is kept: the path is only an email id needing a session', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/emails/outbox?to=ana@example.fr',
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('ana@example.fr');
    } finally {
      await production.close();
    }
  });
});
