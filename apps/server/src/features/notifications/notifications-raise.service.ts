import type { NotificationData, NotificationKind } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { notifications } from '@/db/schema/index.ts';

export interface NotificationToRaise {
  recipientIds: readonly string[];
  kind: NotificationKind;
  saleId?: string | null;
  data?: NotificationData;
}

/**
 * Writes one notification per recipient (duplicates and nobody are fine), in the caller's transaction so a
 * rolled-back action notifies nobody. It runs under a savepoint and never throws: a notification that cannot
 * be written is logged and dropped, the business action it reports goes on.
 */
export const raiseNotification = async (
  executor: Executor,
  { recipientIds, kind, saleId = null, data = {} }: NotificationToRaise,
): Promise<void> => {
  const recipients = [...new Set(recipientIds)];
  if (recipients.length === 0) return;
  try {
    await executor.transaction(async (savepoint) => {
      await savepoint
        .insert(notifications)
        .values(recipients.map((recipientId) => ({ recipientId, kind, saleId, data })));
    });
  } catch (error) {
    console.warn(`notification ${kind} not raised`, error);
  }
};
