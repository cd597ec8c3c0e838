import type { NotificationListResponse, NotificationsQuery, UserNotification } from '@brokerage/shared';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { notifications } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { now } from '@/platform/clock.ts';

/**
 * A user's own notifications: the list, the unread count, marking read. Every query names the recipient, so
 * another user's notification is never found (404), never counted, never marked.
 */

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): UserNotification => ({
  id: row.id,
  kind: row.kind,
  saleId: row.saleId,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const mine = (recipientId: string, ...more: (SQL | undefined)[]) =>
  and(eq(notifications.recipientId, recipientId), ...more);

/** How many of the user's notifications are unread (the badge). */
export const countUnread = async (db: Executor, recipientId: string): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(mine(recipientId, isNull(notifications.readAt)));
  return row?.value ?? 0;
};

/** `GET /notifications`: one page of the user's notifications, newest first, with the unread count. */
export const listNotifications = async (
  db: Executor,
  recipientId: string,
  query: NotificationsQuery,
): Promise<NotificationListResponse> => {
  const where = mine(recipientId, query.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(notifications).where(where),
    countUnread(db, recipientId),
  ]);
  return {
    data: rows.map(toNotification),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    unreadCount,
  };
};

/** `POST /notifications/{id}/read`: marks one of the user's notifications read (again: it keeps the first time). */
export const markNotificationRead = async (
  db: Executor,
  recipientId: string,
  id: string,
): Promise<UserNotification> => {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now() })
    .where(mine(recipientId, eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  if (updated) return toNotification(updated);
  const [existing] = await db
    .select()
    .from(notifications)
    .where(mine(recipientId, eq(notifications.id, id)));
  if (!existing) throw notFound('Notification');
  return toNotification(existing);
};

/** `POST /notifications/read-all`: marks every unread notification of the user read; answers how many. */
export const markAllNotificationsRead = async (db: Executor, recipientId: string): Promise<number> => {
  const updated = await db
    .update(notifications)
    .set({ readAt: now() })
    .where(mine(recipientId, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
};
