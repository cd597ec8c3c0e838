import {
  NOTIFICATIONS_POLL_INTERVAL_MS,
  type NotificationListResponse,
  notificationListResponseSchema,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** How many notifications the bell lists: the newest; the badge counts every unread one. */
export const BELL_PAGE_SIZE = 10;

/** GET /api/notifications: the newest of one's own notifications and the unread count. */
export const getNotifications = async (signal?: AbortSignal): Promise<NotificationListResponse> =>
  notificationListResponseSchema.parse(
    await apiRequest<unknown>('/api/notifications', { query: { pageSize: BELL_PAGE_SIZE }, signal }),
  );

/**
 * The bell's data, asked again every NOTIFICATIONS_POLL_INTERVAL_MS while the tab is visible (TanStack Query
 * pauses the interval in a hidden tab) and at once when the user comes back to it: new notifications arrive
 * without a reload (decisions.md "Notifications").
 */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationKeys.bell(),
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
