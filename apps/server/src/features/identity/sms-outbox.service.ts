import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { smsOutbox } from '@/db/schema/index.ts';

const OUTBOX_PAGE = 20;

/** The newest messages the development transport kept for one number, so a developer can read a code without a phone. */
export const listSmsOutbox = async ({ db, phoneNumber }: { db: Executor; phoneNumber: string }) => {
  const rows = await db
    .select({ phoneNumber: smsOutbox.phoneNumber, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phoneNumber, phoneNumber))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(OUTBOX_PAGE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
};
