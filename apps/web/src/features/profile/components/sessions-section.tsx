import type { OwnSession } from '@brokerage/shared';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useOwnSessions,
  useRevokeOtherSessions,
  useRevokeSession,
} from '@/features/profile/api/own-sessions';
import { formatDateTime } from '@/lib/date-format';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { LoadFailed, LoadingLine } from '@/ui/load-state';

/** A browser's name from its user agent, enough to tell one's devices apart; the raw string is in the title. */
export const deviceName = (userAgent: string | null): string | null => {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return browser && system ? `${browser} · ${system}` : (browser ?? system ?? userAgent.slice(0, 60));
};

/**
 * The user's own sessions: where and when each was opened and last used, the current one marked; any other one
 * can be signed out, or all of them at once. Administrators end other users' sessions from the admin console.
 */
export const SessionsSection = () => {
  const { t, i18n } = useTranslation();
  const sessions = useOwnSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const { confirm, confirmDialog } = useConfirm();

  if (sessions.isPending) return <LoadingLine>{t('profile:sessions.loading')}</LoadingLine>;
  if (sessions.error)
    return <LoadFailed message={apiErrorMessage(t, sessions.error)} onRetry={() => sessions.refetch()} />;

  const others = sessions.data.filter((session) => !session.current);
  const label = (session: OwnSession) => deviceName(session.userAgent) ?? t('profile:sessions.unknownDevice');

  const signOut = async (session: OwnSession) => {
    try {
      await revoke.mutateAsync(session.id);
      toastSuccess(t('profile:sessions.revoked'));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const signOutOthers = async () => {
    const confirmed = await confirm({
      title: t('profile:sessions.revokeOthersTitle'),
      description: t('profile:sessions.revokeOthersDescription', { count: others.length }),
      confirmLabel: t('profile:sessions.revokeOthers'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      const count = await revokeOthers.mutateAsync();
      toastSuccess(t('profile:sessions.revokedOthers', { count }));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {sessions.data.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <MonitorSmartphone
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 dark:text-slate-400"
            />
            <div className="min-w-0 flex-1">
              <p
                className="flex flex-wrap items-center gap-2 font-medium"
                title={session.userAgent ?? undefined}
              >
                <bdi>{label(session)}</bdi>
                {session.current && <Badge tone="success">{t('profile:sessions.current')}</Badge>}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('profile:sessions.details', {
                  lastSeen: formatDateTime(session.lastSeenAt, i18n.language),
                  createdAt: formatDateTime(session.createdAt, i18n.language),
                })}
                {session.ip && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{session.ip}</bdi>
                  </>
                )}
              </p>
            </div>
            {!session.current && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t('profile:sessions.revokeNamed', { device: label(session) })}
                disabled={revoke.isPending}
                onClick={() => signOut(session)}
              >
                <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('profile:sessions.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <div>
          <Button type="button" variant="outline" loading={revokeOthers.isPending} onClick={signOutOthers}>
            {t('profile:sessions.revokeOthers')}
          </Button>
        </div>
      )}
      {confirmDialog}
    </div>
  );
};
