import { notificationResponseSchema, readAllResponseSchema } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/record-api';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/{id}/read: one of one's own notifications is read. */
export const markNotificationRead = async (id: string) =>
  notificationResponseSchema.parse(
    await apiRequest<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
  ).data;

/** POST /api/notifications/read-all: every unread one is read; answers how many. */
export const markAllNotificationsRead = async () =>
  readAllResponseSchema.parse(await apiRequest<unknown>('/api/notifications/read-all', { method: 'POST' }))
    .data.updated;

export const useMarkNotificationRead = () => useChangeMutation(markNotificationRead, notificationKeys.all);
export const useMarkAllNotificationsRead = () =>
  useChangeMutation(markAllNotificationsRead, notificationKeys.all);
