import type { UserNotification } from '@brokerage/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@/features/notifications/api/mark-notifications-read';
import {
  notificationMessage,
  notificationPath,
} from '@/features/notifications/components/notification-message';
import { timeAgo } from '@/features/notifications/components/time-ago';
import { localizePath } from '@/lib/locale';
import { headerIconButtonClass, menuContentClass, menuItemClass } from '@/ui/menu-styles';
import { useLocale } from '@/ui/use-locale';

/** Above this the badge reads "99+"; its accessible label still says the exact count. */
const BADGE_MAX = 99;

const NotificationItem = ({
  notification,
  onOpen,
}: {
  notification: UserNotification;
  onOpen: (notification: UserNotification) => void;
}) => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const path = notificationPath(notification);
  const unread = notification.readAt === null;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-blue-600 dark:bg-blue-400' : 'bg-transparent'}`}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className={unread ? 'font-semibold' : undefined}>
          {notificationMessage(notification, t, { rightToLeft: i18n.dir() === 'rtl' })}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {unread && <span className="sr-only">{t('notifications:unread')}, </span>}
          <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt, i18n.language)}</time>
        </span>
      </span>
    </>
  );
  const itemClass = `${menuItemClass} items-start whitespace-normal`;
  return path ? (
    <DropdownMenu.Item asChild className={itemClass} onSelect={() => onOpen(notification)}>
      <Link to={localizePath(path, locale)}>{body}</Link>
    </DropdownMenu.Item>
  ) : (
    <DropdownMenu.Item className={itemClass} onSelect={() => onOpen(notification)}>
      {body}
    </DropdownMenu.Item>
  );
};

/**
 * The header's bell: the unread count on a badge (and in the button's label), the newest notifications with
 * how long ago, each leading to its sale and marked read when opened, and "mark all as read". The list is
 * polled (features/notifications/api/get-notifications.ts), so new ones arrive without a reload.
 */
export const NotificationsMenu = () => {
  const { t } = useTranslation();
  const { data, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = data?.unreadCount ?? 0;
  const items = data?.data ?? [];
  const open = (notification: UserNotification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={
          unreadCount > 0
            ? t('notifications:openWithUnread', { count: unreadCount })
            : t('notifications:open')
        }
        className={`relative ${headerIconButtonClass}`}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
          >
            {unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : unreadCount}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={`${menuContentClass} w-[min(24rem,calc(100vw-1.5rem))]`}
        >
          <DropdownMenu.Label className="px-3 py-2 font-semibold">
            {t('notifications:title')}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {items.length === 0 ? (
            <DropdownMenu.Item disabled className={menuItemClass}>
              <BellOff aria-hidden="true" className="size-4 shrink-0" />
              {isError ? t('notifications:loadFailed') : t('notifications:empty')}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Group className="max-h-[min(24rem,60vh)] overflow-y-auto">
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={open} />
              ))}
            </DropdownMenu.Group>
          )}
          {unreadCount > 0 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item className={menuItemClass} onSelect={() => markAllRead.mutate()}>
                <CheckCheck aria-hidden="true" className="size-4 shrink-0" />
                {t('notifications:markAllRead')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
