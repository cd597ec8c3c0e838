import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emails } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { createOrganisation, insertSale, type Member, signInMember } from '@/test/sale-fixtures.ts';
import { type SmtpTestServer, startSmtpTestServer } from '@/test/smtp-test-server.ts';
import { emailDataBox } from './email-data.service.ts';
import { EMAIL_DELIVERY_JOB, queueEmail } from './emails.service.ts';

/**
 * Emails through a real SMTP server started in this process (issue 10): queued in the caller's transaction,
 * delivered by the job over the wire, failed and retried when the server is down.
 */

const FROM = 'Courtage Test <no-reply@courtage.test>';
let smtp: SmtpTestServer;
let t: TestApp;
let seller: Member;
let saleId: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
  const org = await createOrganisation(t.db);
  seller = await signInMember(t, {
    granted: ['EmailModule:emails:read', 'EmailModule:emails:send'],
    companyId: org.homeId,
    teamId: org.teamId,
  });
  saleId = (await insertSale(t.db, seller.user)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const emailRow = async (id: string) => {
  const [row] = await t.db.select().from(emails).where(eq(emails.id, id));
  if (!row) throw new Error('email missing');
  return row;
};

interface JobRow {
  state: string;
  retry_count: number;
  output: { message?: string } | null;
}

/** The delivery jobs of one email, oldest first, as pg-boss keeps them. */
const jobsOf = async (emailId: string): Promise<JobRow[]> => {
  const result = await t.db.execute(
    sql`select state, retry_count, output from pgboss.job
        where name = ${EMAIL_DELIVERY_JOB} and data->>'emailId' = ${emailId} order by created_on`,
  );
  return (result as unknown as { rows: JobRow[] }).rows;
};

/** The time a retry waits for has passed. */
const makeRetriesDue = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${EMAIL_DELIVERY_JOB} and state = 'retry'`,
  );

const runDue = () => t.app.jobs.runDue();

const queue = (to: string, locale: 'en' | 'fr' | 'ar', customerName = 'Alice Martin') =>
  t.db.transaction((tx) =>
    queueEmail({
      executor: tx,
      jobs: t.app.jobs,
      dataBox: emailDataBox({ appSecret: t.app.appSecret }),
      saleId,
      to,
      template: 'signature_request',
      locale,
      data: {
        customerName,
        brokerageName: 'Courtage Test',
        signingUrl: 'https://app.example.fr/sign/tok-123',
        opensAt: '2026-03-10T14:30:00Z',
      },
    }),
  );

describe('delivery over SMTP', () => {
  it('records the email as queued with the sale scope and enqueues its delivery in the same transaction', async () => {
    const email = await queue('alice@example.fr', 'fr');
    expect(email).toMatchObject({
      status: 'queued',
      attempts: 0,
      saleId,
      ownerId: seller.user.id,
      teamId: seller.user.teamId,
      companyId: seller.user.companyId,
      subject: 'Vos documents à signer – Courtage Test',
    });
    expect(await jobsOf(email.id)).toMatchObject([{ state: 'created', retry_count: 0 }]);
    expect(await runDue()).toBe(1);
    expect(await jobsOf(email.id)).toMatchObject([{ state: 'completed' }]);
    const received = smtp.received.at(-1);
    expect(received?.to).toEqual(['alice@example.fr']);
    expect(received?.from).toBe('no-reply@courtage.test');
    expect(received?.parsed.subject).toBe('Vos documents à signer – Courtage Test');
    expect(received?.parsed.html).toContain('dir="ltr"');
    expect(received?.parsed.html).toContain('href="https://app.example.fr/sign/tok-123"');
    expect(received?.parsed.text).toContain('Bonjour Alice Martin,');
    expect(received?.parsed.text).toContain('Lire et signer: https://app.example.fr/sign/tok-123');
    const row = await emailRow(email.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // The link opens the customer's documents: the record keeps it sealed, never as it was sent.
    expect(JSON.stringify(row.data)).not.toContain('tok-123');
    expect(row.messageId).toBe(received?.parsed.messageId);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends Arabic right to left, with user data escaped in the HTML', async () => {
    const email = await queue('salma@example.fr', 'ar', 'سلمى <b>Haddad</b>');
    await runDue();
    const received = smtp.received.find((mail) => mail.to.includes('salma@example.fr'));
    expect(received?.parsed.subject).toBe('مستنداتك للتوقيع – Courtage Test');
    expect(received?.parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(received?.parsed.html).toContain('مرحبًا سلمى &lt;b&gt;Haddad&lt;/b&gt;،');
    expect(received?.parsed.html).not.toContain('<b>Haddad');
    expect(received?.parsed.text).toContain('مرحبًا سلمى <b>Haddad</b>،');
    expect((await emailRow(email.id)).status).toBe('sent');
  });

  it('enqueues nothing and records nothing when the business transaction rolls back', async () => {
    const before = (await t.db.select().from(emails)).length;
    const sent = smtp.received.length;
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail({
          executor: tx,
          jobs: t.app.jobs,
          dataBox: emailDataBox({ appSecret: t.app.appSecret }),
          saleId,
          to: 'rollback@example.fr',
          template: 'documents_sent',
          locale: 'en',
          data: { customerName: 'R', brokerageName: 'B', documentsUrl: 'https://app.example.fr/d' },
        });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect((await t.db.select().from(emails)).length).toBe(before);
    expect(await runDue()).toBe(0);
    expect(smtp.received.length).toBe(sent);
  });

  it('refuses template data that does not fit, before recording anything', async () => {
    await expect(
      t.db.transaction((tx) =>
        queueEmail({
          executor: tx,
          jobs: t.app.jobs,
          to: 'x@example.fr',
          template: 'documents_sent',
          locale: 'en',
          data: { customerName: 'X', brokerageName: 'B', documentsUrl: 'javascript:alert(1)' },
        }),
      ),
    ).rejects.toThrow();
    expect(await runDue()).toBe(0);
  });

  it('marks the email failed with the error when the SMTP server is down, and sends it on the retry', async () => {
    const port = smtp.port;
    await smtp.close();
    const email = await queue('bob@example.fr', 'en', 'Bob');
    await runDue();
    let row = await emailRow(email.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, messageId: null, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The queue keeps the job for a retry after its backoff, with the error.
    const [job] = await jobsOf(email.id);
    expect(job?.state).toBe('retry');
    expect(job?.output?.message).toBe(row.lastError);
    expect(await runDue()).toBe(0);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/emails/${email.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(listed.json().data).toMatchObject({ status: 'failed', attempts: 1, lastError: row.lastError });

    smtp = await startSmtpTestServer(port);
    await makeRetriesDue();
    expect(await runDue()).toBe(1);
    row = await emailRow(email.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['bob@example.fr']]);
  });

  it('resends a sent email: re-queued, delivered again, one more attempt, and audited', async () => {
    const email = await queue('carol@example.fr', 'en', 'Carol');
    await runDue();
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/emails/${email.id}/resend`,
      headers: { cookie: seller.cookie },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ status: 'queued', attempts: 1, sale: { id: saleId } });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/emails/${email.id}/resend`,
      headers: { cookie: seller.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: 'EMAIL_IN_PROGRESS', status: 'queued' } });
    expect((await jobsOf(email.id)).map((job) => job.state)).toEqual(['completed', 'created']);

    await runDue();
    expect(await emailRow(email.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.filter((mail) => mail.to.includes('carol@example.fr'))).toHaveLength(2);
    const history = await t.db.select().from(auditLog).where(eq(auditLog.entityId, email.id));
    expect(history.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', null],
      ['update', seller.user.id],
    ]);
    expect(history[1]?.changes).toEqual({ status: { before: 'sent', after: 'queued' } });
  });
});
