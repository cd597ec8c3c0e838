/** Query keys of the bell: its polled list (with the unread count); marking read invalidates `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
};
