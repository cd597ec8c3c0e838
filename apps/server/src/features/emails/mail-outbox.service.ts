import type { MailOutboxMessage } from '@brokerage/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { mailOutbox } from '@/db/schema/index.ts';

const OUTBOX_PAGE = 20;

/** The newest messages the outbox transport kept for one address: a developer or a test reads links there. */
export const listMailOutbox = async ({
  db,
  to,
}: {
  db: Executor;
  to: string;
}): Promise<MailOutboxMessage[]> => {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE);
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
  }));
};
