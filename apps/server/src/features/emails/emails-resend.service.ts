import { emailsErrors } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { emails } from '@/db/schema/index.ts';
import { recordAudit } from '@/platform/audit.ts';
import { refuser } from '@/platform/refusals.ts';
import type { RequestContext } from '@/platform/request-context.ts';
import {
  EMAIL_DELIVERY_JOB,
  EMAIL_ENTITY,
  type EmailDeliveryPayload,
  type EmailJobQueue,
} from './emails.service.ts';
import { getEmail, lockEmailInScope } from './emails-read.service.ts';

const refuse = refuser(emailsErrors);

/**
 * `POST /emails/:id/resend`: puts a sent or failed email back in the queue (same record, same content; the
 * next delivery counts one more attempt). Refused while it is queued or being sent, which would send it twice.
 */
export const resendEmail = async ({
  db,
  jobs,
  actor,
  ip,
  id,
}: RequestContext & { db: Database; jobs: EmailJobQueue; id: string }) => {
  await db.transaction(async (tx) => {
    const email = await lockEmailInScope(tx, actor, id);
    if (email.status === 'queued' || email.status === 'sending')
      throw refuse('EMAIL_IN_PROGRESS', `The email is ${email.status}; wait for its delivery to end.`, {
        status: email.status,
      });
    await tx.update(emails).set({ status: 'queued' }).where(eq(emails.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: EMAIL_ENTITY,
      entityId: id,
      before: { status: email.status },
      after: { status: 'queued' },
      ip,
    });
    await jobs.enqueue<EmailDeliveryPayload>(tx, EMAIL_DELIVERY_JOB, { emailId: id });
  });
  return getEmail({ db, actor, id });
};
