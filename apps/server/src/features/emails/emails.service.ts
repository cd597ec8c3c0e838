import type { CurrentUser, EmailTemplate, Locale } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { emails, sales } from '@/db/schema/index.ts';
import type { MailTransport } from '@/integrations/mail/mail-transport.ts';
import { recordAudit } from '@/platform/audit.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import type { SecretBox } from '@/platform/secret-box.ts';
import { openEmailData, sealEmailData } from './email-data.service.ts';
import { type EmailTemplateData, parseTemplateData, renderEmail } from './templates/email-templates.ts';

/** The job that delivers one recorded email; its payload is `{ emailId }`. */
export const EMAIL_DELIVERY_JOB = 'emails.deliver';
export interface EmailDeliveryPayload {
  emailId: string;
}

/** What queueing needs of the job queue: an enqueue inside the caller's transaction (`app.jobs`). */
export type EmailJobQueue = Pick<JobQueue, 'enqueue'>;

export const EMAIL_ENTITY = 'email';

/** An error text kept on the record: enough to diagnose, bounded so a chatty server cannot bloat the table. */
const MAX_ERROR_LENGTH = 1_000;
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * Records an email and enqueues its delivery, both through `executor`: called inside the transaction of the
 * business write that causes it (documents sent, signature requested…), so a rolled-back write sends nothing.
 * A sale's email copies the sale's seller, team and company (its data scope); otherwise the actor's.
 * The data is checked against the template now, so a bad call fails the caller's write, not a later job.
 */
export const queueEmail = async <T extends EmailTemplate>({
  executor,
  jobs,
  actor,
  ip,
  saleId,
  to,
  template,
  locale,
  data,
  dataBox,
}: {
  executor: Executor;
  jobs: EmailJobQueue;
  /** Seals the links that are credentials (email-data.service.ts); required by the templates that hold one. */
  dataBox?: SecretBox | undefined;
  actor?: CurrentUser | undefined;
  ip?: string | undefined;
  saleId?: string | undefined;
  to: string;
  template: T;
  locale: Locale;
  data: EmailTemplateData[T];
}) => {
  const checked = parseTemplateData(template, data);
  const { subject } = renderEmail(template, locale, checked);
  const [sale] = saleId
    ? await executor
        .select({ sellerId: sales.sellerId, teamId: sales.teamId, companyId: sales.companyId })
        .from(sales)
        .where(eq(sales.id, saleId))
    : [];
  if (saleId && !sale) throw new Error(`queueEmail: sale ${saleId} does not exist`);
  const scope = sale
    ? { ownerId: sale.sellerId, teamId: sale.teamId, companyId: sale.companyId }
    : { ownerId: actor?.id ?? null, teamId: actor?.team?.id ?? null, companyId: actor?.company?.id ?? null };
  const [email] = await executor
    .insert(emails)
    .values({
      recipient: to,
      subject,
      template,
      locale,
      data: sealEmailData(template, checked, dataBox),
      saleId: saleId ?? null,
      createdById: actor?.id ?? null,
      ...scope,
    })
    .returning();
  if (!email) throw new Error('queueEmail: the email was not recorded');
  await recordAudit({
    db: executor,
    actor: actor ?? null,
    action: 'create',
    entity: EMAIL_ENTITY,
    entityId: email.id,
    after: {
      recipient: email.recipient,
      subject,
      template,
      locale,
      saleId: email.saleId,
      status: email.status,
    },
    ip,
  });
  await jobs.enqueue<EmailDeliveryPayload>(executor, EMAIL_DELIVERY_JOB, { emailId: email.id });
  return email;
};

/**
 * The job handler: renders the recorded email and sends it through the mail transport. Marks it `sent` with the
 * transport's message id, or `failed` with the error text and rethrows, so the queue retries with backoff. Each
 * run counts one attempt. An email already sent (a job delivered twice) is not sent again.
 */
export const deliverEmail = async ({
  db,
  mail,
  dataBox,
  payload,
}: {
  db: Executor;
  mail: MailTransport;
  dataBox: SecretBox;
  payload: EmailDeliveryPayload;
}): Promise<void> => {
  const [email] = await db.select().from(emails).where(eq(emails.id, payload.emailId));
  if (!email || email.status === 'sent') return;
  await db
    .update(emails)
    .set({ status: 'sending', attempts: sql`${emails.attempts} + 1` })
    .where(eq(emails.id, email.id));
  try {
    const data = openEmailData(email.template, email.data as Record<string, unknown>, dataBox);
    const rendered = renderEmail(email.template, email.locale, parseTemplateData(email.template, data));
    const { messageId } = await mail.send({ to: email.recipient, ...rendered });
    await db
      .update(emails)
      .set({ status: 'sent', messageId, sentAt: new Date(), lastError: null })
      .where(eq(emails.id, email.id));
  } catch (error) {
    await db
      .update(emails)
      .set({ status: 'failed', lastError: errorText(error) })
      .where(eq(emails.id, email.id));
    throw error;
  }
};
