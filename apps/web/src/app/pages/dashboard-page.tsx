import { DashboardOverview } from '@/app/pages/dashboard-overview';
import { useVisibleNavigation } from '@/app/shell/use-visible-navigation';
import { useAuth } from '@/lib/session/auth-provider';

export const DashboardPage = () => {
  const { user } = useAuth();
  const groups = useVisibleNavigation();
  // The shell only renders once authenticated; without a user there is nothing to greet.
  if (!user) return null;
  return <DashboardOverview user={user} groups={groups} />;
};
