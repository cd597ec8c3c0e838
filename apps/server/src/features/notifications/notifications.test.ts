import type { CurrentUser, UserNotification } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, sales } from '@/db/schema/index.ts';
import { setClockOffsetHours } from '@/platform/clock.ts';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { nextMillisecond } from '@/test/next-millisecond.ts';
import { ALL_PASS, asMember, insertSignedSale, QC_KEYS } from '@/test/quality-fixtures.ts';
import { createOrganisation, insertSale, type Member, signInMember } from '@/test/sale-fixtures.ts';
import { startSignatureWorld, subscribedSale } from '@/test/signature-fixtures.ts';
import { notifySaleAssigned } from './notifications-events.service.ts';
import { raiseNotification } from './notifications-raise.service.ts';

/** Notifications (issue 12): each event tells the right users only; one reads and marks only one's own. */

let t: TestApp;
let seller: Member;
let reviewer: Member;
let bystander: Member;
let signingSeller: Member;
let root: Member;
let consoleReader: Member;

/** `inject` as a member; failing jobs registered for the failed-job event. */
beforeAll(async () => {
  t = await buildTestApp({}, async (api) => {
    api.jobs.register('test.broken', async () => {
      throw new Error('broken on purpose');
    });
  });
  const org = await createOrganisation(t.db);
  seller = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Amina' });
  reviewer = await signInMember(t, {
    granted: QC_KEYS,
    companyId: org.homeId,
    teamId: org.sisterTeamId,
    firstName: 'Rita',
    lastName: 'Reviewer',
  });
  bystander = await signInMember(t, { companyId: org.homeId, teamId: org.teamId, firstName: 'Bob' });
  signingSeller = (await startSignatureWorld(t)).seller;
  const rootRole = await createRole(t.db, { name: 'root' });
  const rootUser = await createUser(t.db, { roleId: rootRole.id });
  await resetRateLimits(t.db);
  root = { user: rootUser, cookie: await signInAs(t, rootUser.phone) };
  consoleReader = await signInMember(t, {
    granted: ['AdminModule:admin:read'],
    companyId: null,
    teamId: null,
    firstName: 'Console',
  });
});
afterAll(async () => {
  setClockOffsetHours(0);
  await t.close();
});

const listOf = async (member: Member, query = '') => {
  const response = await asMember(t, member)('GET', `/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: UserNotification[]; total: number; unreadCount: number };
};

const notificationsOf = async (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.recipientId, userId));

const clear = () => t.db.delete(notifications);

const decide = async (sale: { id: string; version: number }, decision: object) => {
  const call = asMember(t, reviewer);
  const taken = await call('POST', `/api/quality-control/${sale.id}/take`, { version: sale.version });
  expect(taken.statusCode, taken.body).toBe(200);
  const decided = await call('POST', `/api/quality-control/${sale.id}/decision`, {
    version: taken.json().data.review.version,
    ...decision,
  });
  expect(decided.statusCode, decided.body).toBe(200);
};

describe('quality control decisions', () => {
  it('a sale returned for correction tells its agent only, with the sale and the outcome', async () => {
    await clear();
    const { sale } = await insertSignedSale(t.db, seller.user);
    await decide(sale, {
      decision: 'rejected',
      reasons: ['consent_missing'],
      outcome: 'correction',
      answers: ALL_PASS,
    });
    const { data, unreadCount } = await listOf(seller);
    expect(unreadCount).toBe(1);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'quality_decision',
        saleId: sale.id,
        readAt: null,
        data: { saleNumber: sale.number, outcome: 'correction', by: 'Rita Reviewer' },
      }),
    ]);
    for (const other of [reviewer, bystander, root]) expect(await notificationsOf(other.user.id)).toEqual([]);
  });

  it('a validation and a loss tell the agent with their outcome', async () => {
    await clear();
    const validated = (await insertSignedSale(t.db, seller.user)).sale;
    await decide(validated, { decision: 'validated', answers: ALL_PASS });
    const lost = (await insertSignedSale(t.db, seller.user)).sale;
    await decide(lost, { decision: 'rejected', reasons: ['consent_missing'], outcome: 'lost' });
    const outcomes = (await listOf(seller)).data.map((item) => [item.saleId, item.data.outcome]);
    expect(outcomes).toEqual([
      [lost.id, 'lost'],
      [validated.id, 'validated'],
    ]);
  });

  it('a decision that fails (stale version) raises nothing', async () => {
    await clear();
    const { sale } = await insertSignedSale(t.db, seller.user);
    const call = asMember(t, reviewer);
    const taken = await call('POST', `/api/quality-control/${sale.id}/take`, { version: sale.version });
    const stale = await call('POST', `/api/quality-control/${sale.id}/decision`, {
      version: taken.json().data.review.version + 1,
      decision: 'validated',
      answers: ALL_PASS,
    });
    expect(stale.statusCode).toBe(409);
    expect(await notificationsOf(seller.user.id)).toEqual([]);
  });
});

describe('a signature completed', () => {
  it('tells the sale’s agent when the customer signs', async () => {
    await clear();
    const { sale, customer } = await subscribedSale(t, signingSeller, {
      channel: 'in_person',
      callConsentAt: null,
    });
    const created = await asMember(t, signingSeller)('POST', '/api/document-signature/create-combined', {
      venteId: sale.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = created.json().mainDocumentSignature.signatureLinks[0].url as string;
    const token = url.split('/sign/')[1] ?? '';
    const publicCall = (action: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/sign/${token}${action}`,
        headers: { 'user-agent': 'Vitest browser' },
        ...(payload ? { payload } : {}),
      });
    expect((await publicCall('/code')).statusCode).toBe(200);
    expect(await notificationsOf(signingSeller.user.id)).toEqual([]);
    const code = t.sms.lastCodeFor(customer.phone);
    expect((await publicCall('/sign', { code, consent: true })).statusCode).toBe(200);
    const { data } = await listOf(signingSeller);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'signature_completed',
        saleId: sale.id,
        data: { saleNumber: sale.number },
      }),
    ]);
    expect(await notificationsOf(seller.user.id)).toEqual([]);
  });
});

describe('a sale assigned', () => {
  it('tells the new agent when someone else gives them the sale, not when they take it themselves', async () => {
    await clear();
    const sale = await insertSale(t.db, seller.user);
    const byRoot = { ...root.user, firstName: 'Rose', lastName: 'Root' } as unknown as CurrentUser;
    await notifySaleAssigned(t.db, byRoot, sale);
    await notifySaleAssigned(t.db, { ...byRoot, id: seller.user.id }, sale);
    const { data } = await listOf(seller);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'sale_assigned',
        saleId: sale.id,
        data: { saleNumber: sale.number, by: 'Rose Root' },
      }),
    ]);
  });

  it('a sale one creates oneself tells nobody', async () => {
    await clear();
    const created = await asMember(t, seller)('POST', '/api/ventes', {});
    expect(created.statusCode, created.body).toBe(201);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });
});

describe('a failed job', () => {
  it('tells root and the holders of AdminModule:admin:read, nobody else, once it fails for good', async () => {
    await clear();
    const jobId = await t.app.jobs.enqueue(t.db, 'test.broken', {}, { retryLimit: 0 });
    await t.app.jobs.runDue();
    for (const admin of [root, consoleReader]) {
      expect((await listOf(admin)).data).toEqual([
        expect.objectContaining({
          kind: 'job_failed',
          saleId: null,
          data: { jobName: 'test.broken', jobId },
        }),
      ]);
    }
    for (const other of [seller, reviewer, bystander]) expect((await listOf(other)).total).toBe(0);
  });
});

describe('raising never breaks the action', () => {
  it('a notification that cannot be written is dropped; the transaction around it commits', async () => {
    await clear();
    const sale = await insertSale(t.db, seller.user);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await t.db.transaction(async (tx) => {
      // An unknown recipient breaks the foreign key: the savepoint takes the failure, not the transaction.
      await raiseNotification(tx, {
        recipientIds: ['00000000-0000-4000-8000-000000000000'],
        kind: 'sale_assigned',
        saleId: sale.id,
      });
      await tx.update(sales).set({ lostReason: 'kept' }).where(eq(sales.id, sale.id));
    });
    const [row] = await t.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row?.lostReason).toBe('kept');
    expect(warn).toHaveBeenCalledWith('notification sale_assigned not raised', expect.any(Error));
    warn.mockRestore();
    expect(await t.db.select().from(notifications)).toEqual([]);
  });
});

describe('/api/notifications', () => {
  const raiseFor = async (member: Member, count: number) => {
    for (let index = 0; index < count; index++) {
      await nextMillisecond();
      await raiseNotification(t.db, {
        recipientIds: [member.user.id],
        kind: 'job_failed',
        data: { jobName: `job-${index}`, jobId: `${index}` },
      });
    }
  };

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('lists one’s own, newest first, paged, with the unread count; a poll finds the new one', async () => {
    await clear();
    await raiseFor(seller, 3);
    await raiseFor(bystander, 2);
    const first = await listOf(seller, '?pageSize=2');
    expect(first).toMatchObject({ total: 3, unreadCount: 3, page: 1, pageSize: 2 });
    expect(first.data.map((item) => item.data.jobName)).toEqual(['job-2', 'job-1']);
    expect((await listOf(seller, '?pageSize=2&page=2')).data.map((item) => item.data.jobName)).toEqual([
      'job-0',
    ]);
    await nextMillisecond();
    await raiseNotification(t.db, {
      recipientIds: [seller.user.id],
      kind: 'job_failed',
      data: { jobName: 'new' },
    });
    const polled = await listOf(seller, '?pageSize=2');
    expect(polled.data[0]?.data.jobName).toBe('new');
    expect(polled.unreadCount).toBe(4);
    const count = await asMember(t, seller)('GET', '/api/notifications/unread-count');
    expect(count.json()).toEqual({ data: { count: 4 } });
  });

  it('marks one read (once), filters the unread ones, refuses another’s with 404', async () => {
    await clear();
    await raiseFor(seller, 2);
    await raiseFor(bystander, 1);
    const [newest] = (await listOf(seller)).data;
    const [foreign] = (await listOf(bystander)).data;
    if (!newest || !foreign) throw new Error('no notifications');
    const read = await asMember(t, seller)('POST', `/api/notifications/${newest.id}/read`);
    expect(read.statusCode).toBe(200);
    const readAt = read.json().data.readAt;
    expect(readAt).not.toBeNull();
    const again = await asMember(t, seller)('POST', `/api/notifications/${newest.id}/read`);
    expect(again.json().data.readAt).toBe(readAt);
    const unread = await listOf(seller, '?unread=true');
    expect(unread).toMatchObject({ total: 1, unreadCount: 1 });
    expect(unread.data[0]?.id).not.toBe(newest.id);

    const stolen = await asMember(t, seller)('POST', `/api/notifications/${foreign.id}/read`);
    expect(stolen.statusCode).toBe(404);
    expect((await listOf(bystander)).unreadCount).toBe(1);
    expect((await listOf(seller)).data.map((item) => item.id)).not.toContain(foreign.id);
  });

  it('marks all one’s own read, nobody else’s', async () => {
    await clear();
    await raiseFor(seller, 3);
    await raiseFor(bystander, 2);
    const all = await asMember(t, seller)('POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ data: { updated: 3 } });
    expect((await listOf(seller)).unreadCount).toBe(0);
    expect((await listOf(bystander)).unreadCount).toBe(2);
  });

  it('answers 400 with the failing fields', async () => {
    const response = await asMember(t, seller)('GET', '/api/notifications?pageSize=500&unread=maybe');
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['pageSize', 'unread']));
    expect((await asMember(t, seller)('POST', '/api/notifications/not-a-uuid/read')).statusCode).toBe(400);
  });
});
