import { hasPermission } from '@brokerage/shared';
import { DashboardFigures } from '@/app/pages/dashboard-figures';
import { DashboardOverview } from '@/app/pages/dashboard-overview';
import { useVisibleNavigation } from '@/app/shell/use-visible-navigation';
import { useAuth } from '@/lib/session/auth-provider';

/** The figures need the key that reads sales; without it the page greets and offers shortcuts only. */
export const DASHBOARD_PERMISSION = 'VenteModule:ventes:read';

export const DashboardPage = () => {
  const { user } = useAuth();
  const groups = useVisibleNavigation();
  // The shell only renders once authenticated; without a user there is nothing to greet.
  if (!user) return null;
  return (
    <DashboardOverview
      user={user}
      groups={groups}
      figures={hasPermission(user, DASHBOARD_PERMISSION) ? <DashboardFigures userId={user.id} /> : null}
    />
  );
};
